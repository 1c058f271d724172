import * as Result from "effect/Result";
import type { PackageDetailReply } from "../api/catalog.js";
import { formatCardDate, parseCalendarDate } from "../dates/index.js";
import { hotelStarCount } from "../hotel/hotelStarCount.js";
import type { Money } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import { buildHotelDetailUrl, hotelNameSlug } from "../routes/accommodationDetailUrl.js";

/** The hotel of a package as its detail page shows it. */
export interface PackageDetailHotelView {
  /** Spec 002 §3 "serviceHotel.serviceInfo.any.HotelSearchRate.HotelDetailId": the hotel detail it names. */
  readonly hotelDetailId: string;
  readonly name: string | null;
  /** Stars, 0 to 5 (0: none shown). */
  readonly stars: number;
  readonly address: string | null;
  readonly image: string | null;
  readonly board: string | null;
  readonly price: Money | null;
  /** The hotel's own detail page for the package's stay and adults; null when the stay cannot be named. */
  readonly detailUrl: string | null;
}

/** One leg of a package's flight: its stops and segments. */
export interface PackageDetailFlightLeg {
  readonly stops: number;
  readonly segments: readonly { readonly from: string; readonly to: string; readonly flightNumber: string }[];
}

/** The flight of a package as its detail page shows it. */
export interface PackageDetailFlightView {
  readonly carrier: string;
  readonly fareFamily: string;
  /** The outbound's stops. */
  readonly stops: number;
  /** The outbound's segments. */
  readonly segments: readonly { readonly from: string; readonly to: string; readonly flightNumber: string }[];
  /** Every leg, outbound then return (the outbound alone when the reply names one leg). */
  readonly legs: readonly PackageDetailFlightLeg[];
  readonly price: Money | null;
}

/** Everything the package detail page shows. */
export interface PackageDetailView {
  readonly origin: string | null;
  readonly destination: string | null;
  /** Dates as cards show them (dd/MM/yyyy); null when absent or unreadable. */
  readonly checkIn: string | null;
  readonly checkOut: string | null;
  readonly nights: number | null;
  /** Adults plus children; null when the reply does not say. */
  readonly travellers: number | null;
  readonly hotel: PackageDetailHotelView;
  readonly flight: PackageDetailFlightView | null;
  readonly total: Money | null;
}

const price = (value: { readonly amount: number; readonly currency: string } | undefined): Money | null => {
  if (value === undefined) return null;
  const read = moneyFromDecimal(value.amount, value.currency);
  return Result.isSuccess(read) ? read.success : null;
};

const date = (text: string | undefined) => {
  const parsed = parseCalendarDate(text ?? "");
  return Result.isSuccess(parsed) ? parsed.success : null;
};

/**
 * The package detail page's view of `GET /flightsHotels/packageDetails/{id}` (spec 002 §7 "package detail with the
 * hotel detail id"): route, dates, nights, travellers, the hotel with a link to its own detail page (spec 001 §2
 * hotel detail route: the package's dates, its adults in one room, the destination as request code), the flight,
 * and the total. Prices are read once into integer minor units; whatever the reply leaves out shows as null.
 *
 * @example packageDetailView(reply).hotel.detailUrl // "/hotel/details/hotel-sol/100234/2027-03-02/2027-03-08/2-0/CZM"
 */
export const packageDetailView = (reply: PackageDetailReply): PackageDetailView => {
  const hotel = reply.serviceHotel;
  const hotelDetailId = hotel.serviceInfo.any.HotelSearchRate.HotelDetailId;
  const checkIn = date(reply.checkIn);
  const checkOut = date(reply.checkOut);
  const adults = reply.passengers?.adults ?? 0;
  const canLink =
    checkIn !== null &&
    checkOut !== null &&
    checkOut > checkIn &&
    hotelDetailId.trim() !== "" &&
    reply.destination !== undefined &&
    reply.destination.id !== "" &&
    reply.passengers?.children === 0 &&
    adults >= 1;
  const flight = reply.serviceFlight;
  return {
    origin: reply.origin?.name ?? null,
    destination: reply.destination?.name ?? null,
    checkIn: checkIn === null ? null : formatCardDate(checkIn),
    checkOut: checkOut === null ? null : formatCardDate(checkOut),
    nights: reply.nights ?? null,
    travellers: reply.passengers === undefined ? null : reply.passengers.adults + reply.passengers.children,
    hotel: {
      hotelDetailId,
      name: hotel.name ?? null,
      stars: hotelStarCount(hotel.stars),
      address: hotel.address?.[0] ?? null,
      image: hotel.image ?? null,
      board: hotel.board?.name ?? null,
      price: price(hotel.price),
      detailUrl: canLink
        ? buildHotelDetailUrl({
            slug: hotelNameSlug(hotel.name ?? ""),
            id: hotelDetailId,
            checkIn,
            checkOut,
            occupancy: [{ adults, children: 0, ages: [] }],
            destinationRequestCode: reply.destination?.id ?? "",
            baseRate: null,
          })
        : null,
    },
    flight:
      flight === undefined
        ? null
        : {
            carrier: flight.carrier.name,
            fareFamily: flight.fareFamily,
            stops: flight.stops,
            segments: flight.segments,
            legs: flight.legs ?? [{ stops: flight.stops, segments: flight.segments }],
            price: price(flight.price),
          },
    total: price(reply.price),
  };
};
