import * as Result from "effect/Result";
import { FLIGHT_PRICE_TYPES } from "../api/flightCodes.js";
import type { FlightSolution, FlightTotalPrice } from "../api/index.js";
import type { MessageKey } from "../locale/index.js";
import { type Money, money, moneyFromDecimal } from "../money/index.js";

/**
 * A flight solution's prices: the typed totals, the per-passenger price and the 5-row price panel.
 *
 * Spec 002 §3: "prices.totalPrices typed entries: net {host}, tax NMO.GBL.RPT.TAX, gross NMO.GBL.RPT.GRS, charge
 * NMO.GBL.RPT.CHG, visualization-currency NMO.GBL.RPT.VGR; … prices[1..5] rows (per person, times passengers,
 * taxes, charges, total)." Spec 002 §9: "Per-passenger price = (net minus charge) divided by total passengers.
 * Price panel has 5 rows. Prices shown with 2 decimals."
 */

/** The typed totals of a solution in integer minor units; null when the reply has no (readable) entry. */
export interface FlightTotals {
  /** The net amount in the host currency. */
  readonly net: Money | null;
  readonly tax: Money | null;
  readonly gross: Money | null;
  readonly charge: Money | null;
  /** The amount in the visualization (display) currency. */
  readonly visualization: Money | null;
}

const TYPED = new Set<string>(Object.values(FLIGHT_PRICE_TYPES));

const toMoney = (entry: FlightTotalPrice | undefined): Money | null => {
  if (entry === undefined) return null;
  const converted = moneyFromDecimal(entry.amount, entry.currency);
  return Result.isSuccess(converted) ? converted.success : null;
};

/**
 * Reads the typed entries. The net is the entry flagged `host`, else the first entry whose type is none of the
 * four typed codes. Decimal amounts are converted to minor units once (money's half-away-from-zero rule).
 *
 * @example flightTotals([{ host: true, amount: 1000, currency: "USD" }, { type: "NMO.GBL.RPT.CHG", amount: 50, currency: "USD" }])
 * // { net: 100000 USD, charge: 5000 USD, tax: null, gross: null, visualization: null }
 */
export const flightTotals = (totalPrices: readonly FlightTotalPrice[]): FlightTotals => {
  const byType = (type: string) => totalPrices.find((entry) => entry.type === type);
  const net =
    totalPrices.find((entry) => entry.host === true) ??
    totalPrices.find((entry) => entry.type === undefined || entry.type === null || !TYPED.has(entry.type));
  return {
    net: toMoney(net),
    tax: toMoney(byType(FLIGHT_PRICE_TYPES.tax)),
    gross: toMoney(byType(FLIGHT_PRICE_TYPES.gross)),
    charge: toMoney(byType(FLIGHT_PRICE_TYPES.charge)),
    visualization: toMoney(byType(FLIGHT_PRICE_TYPES.visualization)),
  };
};

/** The per-passenger price and what rounding left over. */
export interface FlightPerPassengerPrice {
  /** `(net − charge) / passengers`, rounded once to whole minor units, half away from zero. */
  readonly perPassenger: Money;
  /**
   * `(net − charge) − perPassenger × passengers`: what the rounding moved, in minor units. Always
   * `|remainder| × 2 ≤ passengers`, so `perPassenger × passengers + charge + remainder = net` exactly.
   */
  readonly remainder: Money;
}

/** The per-passenger price cannot be computed. */
export type FlightPerPassengerError =
  | { readonly _tag: "FlightPassengersInvalid"; readonly passengers: number }
  | { readonly _tag: "FlightPriceCurrencyMismatch"; readonly net: string; readonly charge: string };

/**
 * Per-passenger price = (net − charge) / total passengers, in integer minor units with ONE rounding: the exact
 * quotient is rounded half away from zero (so 1000 / 3 = 333 r 1, 1001 / 2 = 501 r −1).
 *
 * @example flightPerPassengerPrice(money(100100, "USD"), money(100, "USD"), 3)
 * // Result.succeed({ perPassenger: money(33333, "USD"), remainder: money(1, "USD") })
 */
export const flightPerPassengerPrice = (
  net: Money,
  charge: Money | null,
  passengers: number,
): Result.Result<FlightPerPassengerPrice, FlightPerPassengerError> => {
  if (!Number.isSafeInteger(passengers) || passengers < 1) {
    return Result.fail({ _tag: "FlightPassengersInvalid", passengers });
  }
  if (charge !== null && charge.currency !== net.currency) {
    return Result.fail({ _tag: "FlightPriceCurrencyMismatch", net: net.currency, charge: charge.currency });
  }
  const base = net.minor - (charge?.minor ?? 0);
  const truncated = Math.trunc(base / passengers);
  const rest = base - truncated * passengers;
  // Half away from zero on the exact rational base / passengers, decided with integers only.
  const perPassenger = 2 * Math.abs(rest) >= passengers ? truncated + Math.sign(rest) : truncated;
  return Result.succeed({
    perPassenger: money(perPassenger === 0 ? 0 : perPassenger, net.currency),
    remainder: money(base - perPassenger * passengers, net.currency),
  });
};

/** The five rows of the price panel, in order. */
export const FLIGHT_PRICE_PANEL_ROWS = ["perPerson", "timesPassengers", "taxes", "charges", "total"] as const;
/** A price panel row. */
export type FlightPricePanelRowName = (typeof FLIGHT_PRICE_PANEL_ROWS)[number];

/** The message key of each row. */
export const FLIGHT_PRICE_PANEL_MESSAGE_KEYS = {
  perPerson: "flight.pricePerPassenger",
  timesPassengers: "flight.priceTimesPassengers",
  taxes: "flight.priceTaxes",
  charges: "flight.priceCharges",
  total: "flight.priceTotal",
} as const satisfies Record<FlightPricePanelRowName, MessageKey>;

/** One row: its message key, the amount (null when the reply has none), and the passengers for row 2's text. */
export interface FlightPricePanelRow {
  readonly row: FlightPricePanelRowName;
  readonly messageKey: (typeof FLIGHT_PRICE_PANEL_MESSAGE_KEYS)[FlightPricePanelRowName];
  readonly amount: Money | null;
  readonly params: { readonly passengers: number };
}

/**
 * The 5-row price panel: per person (net − charge over passengers), times passengers (net − charge), taxes, charges,
 * total (gross, or net when the reply has no gross). Taxes are informative: the spec's per-person formula already
 * includes them (net holds everything but the charge).
 *
 * @example flightPricePanel(solution).map((r) => r.row) // ["perPerson", "timesPassengers", "taxes", "charges", "total"]
 */
export const flightPricePanel = (
  solution: Pick<FlightSolution, "prices" | "summary">,
  passengers: number = solution.summary.totalPsgrs ?? 1,
): readonly FlightPricePanelRow[] => {
  const totals = flightTotals(solution.prices.totalPrices);
  const perPassenger = totals.net === null ? null : flightPerPassengerPrice(totals.net, totals.charge, passengers);
  const perPerson = perPassenger !== null && Result.isSuccess(perPassenger) ? perPassenger.success.perPassenger : null;
  const fares =
    totals.net === null
      ? null
      : money(
          totals.net.minor - (totals.charge?.currency === totals.net.currency ? totals.charge.minor : 0),
          totals.net.currency,
        );
  const amounts: Record<FlightPricePanelRowName, Money | null> = {
    perPerson,
    timesPassengers: fares,
    taxes: totals.tax,
    charges: totals.charge,
    total: totals.gross ?? totals.net,
  };
  return FLIGHT_PRICE_PANEL_ROWS.map((row) => ({
    row,
    messageKey: FLIGHT_PRICE_PANEL_MESSAGE_KEYS[row],
    amount: amounts[row],
    params: { passengers },
  }));
};

/**
 * The amount a solution is sorted and price-filtered by, in minor units: gross, else net; +Infinity when neither
 * can be read (so unreadable prices sort last and fall outside any price range).
 */
export const flightSolutionPriceMinor = (solution: Pick<FlightSolution, "prices">): number =>
  flightSolutionPrice(solution)?.minor ?? Number.POSITIVE_INFINITY;

/** The solution's price as money: gross, else net; null when neither can be read. Converts only that entry. */
export const flightSolutionPrice = (solution: Pick<FlightSolution, "prices">): Money | null => {
  const entries = solution.prices.totalPrices;
  const gross = toMoney(entries.find((entry) => entry.type === FLIGHT_PRICE_TYPES.gross));
  return gross ?? flightTotals(entries).net;
};
