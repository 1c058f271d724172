import * as Result from "effect/Result";
import { type Money, moneyAdd } from "../money/money.js";
import { moneyToDecimal } from "../money/moneyFromDecimal.js";

/**
 * What a flight-plus-hotel budget line shows (spec 002 §1 "the package added to a budget or trip as one product";
 * the budget item carries a `title` and a `price`, spec 000 §3): the route, the hotel, the dates and the package
 * price. Decision (not shown by the spec): the title reads `{origin} → {destination} · {hotel} · {dates}`, the
 * dates being the flights' (`YYYY-MM-DD – YYYY-MM-DD`, only the departure for a one-way package); the price is the
 * flight part plus the hotel part, as the package results' total (core's `packageTotal`).
 */
export interface PackageBudgetLineParts {
  readonly origin: string;
  readonly destination: string;
  readonly hotel: string;
  /** Outbound flight date, `YYYY-MM-DD`. */
  readonly departure: string;
  /** Return flight date, null on a one-way package. */
  readonly back: string | null;
  readonly flight: Money;
  readonly hotelStay: Money;
}

/** A budget item's title and price, as the budget reply carries them (core's `BudgetItem`). */
export interface PackageBudgetLine {
  readonly title: string;
  readonly price: { readonly amount: number; readonly currency: string };
}

/**
 * The title of a package line.
 *
 * @example packageBudgetLineTitle({ origin: "Buenos Aires", destination: "Cancún", hotel: "Mar Azul",
 *   departure: "2027-03-01", back: "2027-03-08" }) // "Buenos Aires → Cancún · Mar Azul · 2027-03-01 – 2027-03-08"
 */
export const packageBudgetLineTitle = (
  parts: Pick<PackageBudgetLineParts, "origin" | "destination" | "hotel" | "departure" | "back">,
): string =>
  `${parts.origin.trim()} → ${parts.destination.trim()} · ${parts.hotel.trim()} · ${
    parts.back === null ? parts.departure : `${parts.departure} – ${parts.back}`
  }`;

/**
 * The package line: its title and the flight plus hotel price; null when the two parts are in different currencies
 * (no price is better than a wrong one).
 *
 * @example packageBudgetLine({ ...parts, flight: money(90000, "USD"), hotelStay: money(45050, "USD") })?.price
 * // { amount: 1350.5, currency: "USD" }
 */
export const packageBudgetLine = (parts: PackageBudgetLineParts): PackageBudgetLine | null => {
  const total = moneyAdd(parts.flight, parts.hotelStay);
  if (Result.isFailure(total)) return null;
  return {
    title: packageBudgetLineTitle(parts),
    price: { amount: moneyToDecimal(total.success), currency: total.success.currency },
  };
};
