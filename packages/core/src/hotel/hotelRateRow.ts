import * as Result from "effect/Result";
import type { HotelRate } from "../api/hotelRate.js";
import type { Language } from "../locale/index.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import { type PriceVariationView, priceVariation } from "../money/priceVariation.js";
import { type HotelBoardBadge, hotelBoardBadge } from "./hotelBoardBadge.js";
import { type HotelRatePriceContext, type HotelRatePriceView, hotelRatePrice } from "./hotelRatePrice.js";

/** One room of a rate row: its name, the supplier's description, and the guests (when the reply says). */
export interface HotelRateRowRoom {
  readonly name: string;
  readonly description: string | undefined;
  readonly adults: number | undefined;
  readonly children: number | undefined;
}

/** Everything one rate row of the rooms tab shows (spec 001 §2 "Each rate: rooms, cancellation policy, board, price, comments, offers, quote button, add-to-budget"). */
export interface HotelRateRowView {
  readonly rooms: readonly HotelRateRowRoom[];
  readonly board: HotelBoardBadge;
  /** Core's `hotelRatePrice`, or undefined when the reply's price does not read (the row then shows no price). */
  readonly price: HotelRatePriceView | undefined;
  /** Against the base rate of a related-rates search: 'por {currency} {value} más/menos' (spec 001 §2). */
  readonly variation: PriceVariationView | undefined;
  /** Spec 001 §2: 'Bajo petición' when the availability is ORQ. */
  readonly onRequestKey: "hotel.onRequest" | undefined;
  /** Server texts (HTML allowed, sanitised by the view); blank ones dropped. */
  readonly comments: readonly string[];
  /** `offers[]` and `offer[].value`, each text once. */
  readonly offers: readonly string[];
  /** The rate has more options ('Más tarifas'). */
  readonly moreOptions: boolean;
  /** The reply marked the rate disabled (its select arrow disabled, spec 001 §2). */
  readonly disabled: boolean;
}

const texts = (values: readonly string[]): readonly string[] => [
  ...new Set(values.filter((value) => value.trim() !== "")),
];

/**
 * The row view model of a rate. The variation is read from `baseRateVariations.variation.amountDiff` (absolute
 * value and sign) in the price's currency; a zero difference shows none.
 *
 * @example hotelRateRow(rate, context, "es").board.key // "hotel.boardBreakfast"
 */
export const hotelRateRow = (rate: HotelRate, context: HotelRatePriceContext, language: Language): HotelRateRowView => {
  const price = hotelRatePrice(rate, context);
  const diff = rate.baseRateVariations?.variation.amountDiff;
  const signed =
    diff === undefined || !diff.isNotZero
      ? undefined
      : moneyFromDecimal(Math.abs(diff.value) * (diff.isPositive ? 1 : -1), context.currency);
  return {
    rooms: rate.rooms.map((room) => ({
      name: room.type.name,
      description: room.value?.trim() === "" ? undefined : room.value,
      adults: room.occupancy?.adults,
      children: room.occupancy?.children,
    })),
    board: hotelBoardBadge(rate.board),
    price: Result.isSuccess(price) ? price.success : undefined,
    variation:
      signed !== undefined && Result.isSuccess(signed) && signed.success.minor !== 0
        ? priceVariation(signed.success, language)
        : undefined,
    onRequestKey: rate.availability === "ORQ" ? "hotel.onRequest" : undefined,
    comments: texts(rate.comments ?? []),
    offers: texts([...(rate.offers ?? []), ...(rate.offer ?? []).map((offer) => offer.value)]),
    moreOptions: rate.moreOptions === true,
    disabled: rate.disabled === true,
  };
};
