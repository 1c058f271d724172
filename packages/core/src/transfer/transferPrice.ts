import * as Result from "effect/Result";
import type { TransferOption } from "../api/transferSearchReply.js";
import { type Money, money } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import type { Room } from "../occupancy/occupancy.js";

/** How a transfer's price reads: the unit price, what it counts, how many units, and the total. */
export interface TransferPriceView {
  /** The reply's price: per vehicle or per person. */
  readonly unit: Money;
  readonly basis: TransferOption["price"]["basis"];
  /** Vehicles (per vehicle) or passengers, children included (per person). */
  readonly units: number;
  readonly total: Money;
}

/**
 * A transfer's price as the page states it: a price per vehicle counts the vehicles the party needs, a price per
 * person counts every passenger (adults and children alike); the total is the unit price (rounded once to minor
 * units) times the units, so it is an exact multiple of what the card shows per unit.
 *
 * @example transferPriceView({ price: { amount: 30, currency: "EUR", basis: "person" }, vehicles: 1, … }, { adults: 2, children: 1, ages: [5] })
 * // { unit: 3000 EUR, basis: "person", units: 3, total: 9000 EUR }
 */
export const transferPriceView = (
  option: Pick<TransferOption, "price" | "vehicles">,
  party: Room,
): TransferPriceView => {
  const read = moneyFromDecimal(option.price.amount, option.price.currency);
  const unit = Result.isSuccess(read) ? read.success : money(0, option.price.currency);
  const units = option.price.basis === "vehicle" ? Math.max(1, option.vehicles) : party.adults + party.children;
  return { unit, basis: option.price.basis, units, total: money(unit.minor * units, unit.currency) };
};

/** The total a party pays for a transfer (see {@link transferPriceView}). */
export const transferTotal = (option: Pick<TransferOption, "price" | "vehicles">, party: Room): Money =>
  transferPriceView(option, party).total;
