import * as Result from "effect/Result";
import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "../dates/index.js";
import { formatOccupancy, type Occupancy, parseOccupancy } from "../occupancy/index.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";
import { fillRoute, matchRoute } from "./routeTable.js";
import { decodeText, encodeSegment, formatQuery, queryValue, splitUrl } from "./urlCodec.js";

/**
 * A hotel or house detail page as its URL carries it.
 *
 * Spec 001 §2: "Hotel detail: /hotel/details/{hotelNameSlug}/{hotelId}/{checkIn}/{checkOut}/{occupancy}/
 * {destinationRequestCode}, opened in a new tab; optional query baseRate={rateId}. House detail:
 * /house/details/{name}/{id}/..." — the house path continues like the hotel's.
 */
export interface AccommodationDetailRoute {
  /** The name as a URL slug (see {@link hotelNameSlug}); any text is read back as given. */
  readonly slug: string;
  /** Hotel id (hotelDetailId) or house id. */
  readonly id: string;
  readonly checkIn: CalendarDate;
  readonly checkOut: CalendarDate;
  readonly occupancy: Occupancy;
  /** The destination request code of the search (cluster `destination.requestCode`, spec 001 §3). */
  readonly destinationRequestCode: string;
  /** The rate to highlight, or `null`. */
  readonly baseRate: string | null;
}

/**
 * The slug of a hotel or house name: accents removed, lower case, runs of other characters turned into one `-`,
 * no `-` at either end; `"hotel"` when nothing is left. Lossy by design: parsers keep the slug as text.
 *
 * @example hotelNameSlug("Hotel Ñandú & Spa São Paulo") // "hotel-nandu-spa-sao-paulo"
 */
export const hotelNameSlug = (name: string): string => {
  const slug = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "hotel" : slug;
};

type DetailKind = "hotelDetail" | "houseDetail";

const buildDetail = (kind: DetailKind, detail: AccommodationDetailRoute): string => {
  const common = {
    checkIn: formatCalendarDate(detail.checkIn),
    checkOut: formatCalendarDate(detail.checkOut),
    occupancy: encodeSegment(formatOccupancy(detail.occupancy)),
    destinationRequestCode: encodeSegment(detail.destinationRequestCode),
  };
  const path =
    kind === "hotelDetail"
      ? fillRoute("hotelDetail", {
          ...common,
          hotelNameSlug: encodeSegment(detail.slug),
          hotelId: encodeSegment(detail.id),
        })
      : fillRoute("houseDetail", { ...common, name: encodeSegment(detail.slug), id: encodeSegment(detail.id) });
  return path + formatQuery(detail.baseRate === null ? [] : [["baseRate", detail.baseRate]]);
};

const parseDetail = (kind: DetailKind, input: string): Result.Result<AccommodationDetailRoute, RouteParseError> =>
  Result.gen(function* () {
    const { segments, query } = yield* splitUrl(input, kind);
    const raw = yield* matchRoute(kind, segments, input);
    const relabel =
      (field: string) =>
      (error: { readonly input: string; readonly reason: string }): RouteParseError =>
        routeParseError(kind, field, error.input, error.reason);
    const [rawSlug, rawId] =
      kind === "hotelDetail"
        ? [(raw as { hotelNameSlug: string }).hotelNameSlug, (raw as { hotelId: string }).hotelId]
        : [(raw as { name: string }).name, (raw as { id: string }).id];
    const occupancyText = yield* decodeText(raw.occupancy, kind, "occupancy");
    return {
      slug: yield* decodeText(rawSlug, kind, kind === "hotelDetail" ? "hotelNameSlug" : "name"),
      id: yield* decodeText(rawId, kind, kind === "hotelDetail" ? "hotelId" : "id"),
      checkIn: yield* Result.mapError(parseCalendarDate(raw.checkIn), relabel("checkIn")),
      checkOut: yield* Result.mapError(parseCalendarDate(raw.checkOut), relabel("checkOut")),
      occupancy: yield* Result.mapError(parseOccupancy(occupancyText), relabel("occupancy")),
      destinationRequestCode: yield* decodeText(raw.destinationRequestCode, kind, "destinationRequestCode"),
      baseRate: queryValue(query, "baseRate") ?? null,
    };
  });

/**
 * Builds a hotel detail URL (spec 001 §2).
 *
 * @example buildHotelDetailUrl({ slug: hotelNameSlug("Hotel Plaza"), id: "H1", checkIn, checkOut, occupancy, destinationRequestCode: "BUE", baseRate: "R9" })
 * // "/hotel/details/hotel-plaza/H1/2026-03-01/2026-03-05/2-0/BUE?baseRate=R9"
 */
export const buildHotelDetailUrl = (detail: AccommodationDetailRoute): string => buildDetail("hotelDetail", detail);

/** Reads a hotel detail URL. Never throws. */
export const parseHotelDetailUrl = (input: string): Result.Result<AccommodationDetailRoute, RouteParseError> =>
  parseDetail("hotelDetail", input);

/** Builds a house detail URL: `/house/details/{name}/{id}/{checkIn}/{checkOut}/{occupancy}/{destinationRequestCode}`. */
export const buildHouseDetailUrl = (detail: AccommodationDetailRoute): string => buildDetail("houseDetail", detail);

/** Reads a house detail URL. Never throws. */
export const parseHouseDetailUrl = (input: string): Result.Result<AccommodationDetailRoute, RouteParseError> =>
  parseDetail("houseDetail", input);
