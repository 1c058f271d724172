import * as Result from "effect/Result";
import type { FlightSolution } from "../api/flightSolution.js";
import type { HotelRate } from "../api/hotelRate.js";
import type { PackageCombination } from "../api/packageSearchReply.js";
import { flightSolutionPrice } from "../flight/flightPrices.js";
import type { Language } from "../locale/index.js";
import { type Money, moneyAdd, moneySub } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import { type PriceVariationView, priceVariation } from "../money/priceVariation.js";
import { type PackageReplyParts, packageFlightSolutionIndex, packageHotelOf } from "./packageCombination.js";

/**
 * The package price: the chosen flight solution's price plus the chosen hotel rate's price for the stay, and what
 * every alternative would change.
 *
 * Spec 002 §3 "Price display: … variation amountDiff (sign and non-zero shown; value, isPositive, isNotZero)";
 * spec 001 §4 "while selected price shows 'Incluida en el precio'". Decision: the flight part costs its solution's
 * gross (else net) total, whatever flight of each leg is chosen (a solution is one fare); the hotel part costs its
 * rate's `prices.gross.amount` (the whole stay, every room) in the reply's currency. Amounts are integer minor
 * units; a price that cannot be read, or in another currency, makes the total (or that variation) null.
 */

/** The reply a price is read from. */
export type PackagePriceReply = PackageReplyParts & { readonly currency: string };

/** A hotel rate's price for the stay, in the reply's currency; null when unreadable. */
export const packageHotelRatePrice = (rate: Pick<HotelRate, "prices">, currency: string): Money | null => {
  const read = moneyFromDecimal(rate.prices.gross.amount, currency);
  return Result.isSuccess(read) ? read.success : null;
};

const flightPrice = (solution: FlightSolution | undefined, currency: string): Money | null => {
  const price = solution === undefined ? null : flightSolutionPrice(solution);
  return price !== null && price.currency === currency ? price : null;
};

/** The two parts of a combination's price and their sum; each null when it cannot be read. */
export interface PackageTotal {
  readonly flight: Money | null;
  readonly hotel: Money | null;
  /** Flight plus hotel, or null when either part is missing. */
  readonly total: Money | null;
}

/**
 * The price of a combination.
 *
 * @example packageTotal(reply, choice).total // money(flightMinor + hotelMinor, "USD")
 */
export const packageTotal = (reply: PackagePriceReply, choice: PackageCombination): PackageTotal => {
  const index = packageFlightSolutionIndex(reply.flights, choice.outbound, choice.return);
  const flight = flightPrice(reply.flights[index], reply.currency);
  const found = packageHotelOf(reply.hotels, choice.hotelDetailId, choice.rateId);
  const hotel = found === undefined ? null : packageHotelRatePrice(found.rate, reply.currency);
  const sum = flight === null || hotel === null ? null : moneyAdd(flight, hotel);
  return { flight, hotel, total: sum !== null && Result.isSuccess(sum) ? sum.success : null };
};

/** A price variation as the screens show it: core's `PriceVariationView` plus the '+' / '-' symbol. */
export interface PackagePriceVariation extends PriceVariationView {
  /** '+' dearer, '-' cheaper, '' the same price. */
  readonly symbol: "+" | "-" | "";
}

/** What choosing each alternative would change: one entry per flight solution and per hotel, in reply order. */
export interface PackagePriceVariations {
  /** Per solution of `flights`: its price minus the chosen solution's; null when unreadable. */
  readonly flights: readonly (PackagePriceVariation | null)[];
  /** Per hotel of `hotels`: its first rate's price minus the chosen rate's; null when unreadable or rateless. */
  readonly hotels: readonly (PackagePriceVariation | null)[];
}

const variation = (price: Money | null, reference: Money | null, language: Language): PackagePriceVariation | null => {
  if (price === null || reference === null) return null;
  const difference = moneySub(price, reference);
  if (Result.isFailure(difference)) return null;
  const view = priceVariation(difference.success, language);
  return { ...view, symbol: view.sign > 0 ? "+" : view.sign < 0 ? "-" : "" };
};

/**
 * The '+ / -' difference of every alternative against the current choice. The chosen solution and the chosen hotel
 * come out as zero (`isNotZero: false`), as the screens show 'Incluida en el precio' there instead.
 *
 * @example packagePriceVariations(reply, choice, "es").hotels[2] // { symbol: "+", params: { currency: "USD", value: "120,00" }, … }
 */
export const packagePriceVariations = (
  reply: PackagePriceReply,
  choice: PackageCombination,
  language: Language,
): PackagePriceVariations => {
  const current = packageTotal(reply, choice);
  return {
    flights: reply.flights.map((solution) =>
      variation(flightPrice(solution, reply.currency), current.flight, language),
    ),
    hotels: reply.hotels.map((hotel) => {
      const rate =
        hotel.hotelDetailId === choice.hotelDetailId
          ? (hotel.rates.find((item) => item.tripProductID === choice.rateId) ?? hotel.rates[0])
          : hotel.rates[0];
      return variation(
        rate === undefined ? null : packageHotelRatePrice(rate, reply.currency),
        current.hotel,
        language,
      );
    }),
  };
};
