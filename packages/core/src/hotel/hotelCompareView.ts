import * as Result from "effect/Result";
import type { HotelCompareHotel, HotelCompareReply } from "../api/hotelCompare.js";
import type { Money } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import type { HotelCompareAudience } from "../routes/hotelCompareUrl.js";
import { type HotelBoardBadge, hotelBoardBadge } from "./hotelBoardBadge.js";
import { hotelStarCount } from "./hotelStarCount.js";

/** The agency's facts of a hotel, shown on the agent's own comparison only. */
export interface HotelCompareInternalView {
  readonly supplier: string;
  readonly net: Money;
  readonly commissionPercent: number;
  readonly commission: Money;
}

/** One hotel's column of the comparison. */
export interface HotelCompareColumn {
  readonly hotelDetailId: string;
  readonly name: string;
  readonly stars: number;
  readonly image: string | null;
  readonly address: string | null;
  readonly review: { readonly score: number; readonly reviews: number } | null;
  readonly board: HotelBoardBadge;
  /** 'Cancelación gratuita' (with `freeUntil`), 'Cancelación con gastos' or 'No reembolsable'. */
  readonly cancellationKey: "hotelCompare.cancelFree" | "hotelCompare.cancelWithCost" | "hotelCompare.nonRefundable";
  /** `YYYY-MM-DD`, for free cancellation only. */
  readonly freeUntil: string | null;
  readonly perNight: Money;
  readonly perStay: Money;
  readonly taxKey: "hotel.taxesIncluded" | "hotel.taxesNotIncluded";
  readonly distance: { readonly value: number; readonly unit: string } | null;
  readonly amenities: readonly string[];
  /** The lowest price per stay of the comparison (ties: each of them). */
  readonly cheapest: boolean;
  /** Present only in the agent's own view ({@link hotelCompareView} with audience `"full"`). */
  readonly internal?: HotelCompareInternalView;
}

/** The comparison page's view model. */
export interface HotelCompareView {
  readonly audience: HotelCompareAudience;
  readonly currency: string;
  readonly nights: number;
  readonly distanceFrom: string | null;
  readonly columns: readonly HotelCompareColumn[];
  /** Whether any column carries the agency's facts (their rows are drawn only then). */
  readonly showsInternal: boolean;
}

const CANCELLATION_KEYS = {
  G: "hotelCompare.cancelFree",
  C: "hotelCompare.cancelWithCost",
  NR: "hotelCompare.nonRefundable",
} as const;

const amount = (value: number, currency: string): Money => {
  const converted = moneyFromDecimal(value, currency);
  return Result.isSuccess(converted) ? converted.success : { minor: 0, currency };
};

/**
 * The agency's facts of a compared hotel, or nothing. What counts as internal is written here once: the supplier, the
 * net price and the commission (core's `HotelCompareInternal`).
 */
const internalView = (hotel: HotelCompareHotel, currency: string): HotelCompareInternalView | undefined =>
  hotel.internal === undefined
    ? undefined
    : {
        supplier: hotel.internal.supplier.name,
        net: amount(hotel.internal.net.amount, currency),
        commissionPercent: hotel.internal.commission.percent,
        commission: amount(hotel.internal.commission.amount.amount, currency),
      };

/**
 * The comparison of 2 to 4 hotels side by side (the fields: stars, review score, board, cancellation type and
 * free-until date, price per night and per stay with the tax status, distance, amenities), in the order of the reply.
 *
 * With audience `"client"` — the version an agent shares with a client — nothing internal survives: no supplier, no
 * net price, no commission, whatever the reply carries. The column is built field by field (never by copying the
 * reply), so a field the server adds later cannot leak either.
 *
 * @example hotelCompareView(reply, "client").columns.every((column) => column.internal === undefined) // true
 */
export const hotelCompareView = (reply: HotelCompareReply, audience: HotelCompareAudience): HotelCompareView => {
  const currency = reply.currency;
  const stays = reply.hotels.map((hotel) => amount(hotel.price.stay.amount, currency).minor);
  const lowest = Math.min(...stays);
  const columns = reply.hotels.map((hotel, index): HotelCompareColumn => {
    const internal = audience === "full" ? internalView(hotel, currency) : undefined;
    return {
      hotelDetailId: hotel.hotelDetailId,
      name: hotel.name,
      stars: hotelStarCount(hotel.stars),
      image: hotel.image ?? null,
      address: hotel.address ?? null,
      review: hotel.review === undefined ? null : { score: hotel.review.score, reviews: hotel.review.reviews },
      board: hotelBoardBadge(hotel.board),
      cancellationKey: CANCELLATION_KEYS[hotel.cancellation.type],
      freeUntil: hotel.cancellation.type === "G" ? (hotel.cancellation.freeUntil ?? null) : null,
      perNight: amount(hotel.price.night.amount, currency),
      perStay: amount(hotel.price.stay.amount, currency),
      taxKey: hotel.taxesIncluded ? "hotel.taxesIncluded" : "hotel.taxesNotIncluded",
      distance: hotel.distance === undefined ? null : { value: hotel.distance.value, unit: hotel.distance.unit },
      amenities: hotel.amenities.map((amenity) => amenity.name),
      cheapest: reply.hotels.length > 1 && stays[index] === lowest,
      ...(internal === undefined ? {} : { internal }),
    };
  });
  return {
    audience,
    currency,
    nights: reply.nights,
    distanceFrom: reply.distanceFrom ?? null,
    columns,
    showsInternal: columns.some((column) => column.internal !== undefined),
  };
};
