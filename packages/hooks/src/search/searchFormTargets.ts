import {
  BUNDLE_ALL_RESULTS_POST_PATH,
  BUNDLE_SEARCH_POST_PATH,
  type BundleSearchFormValues,
  type BundleSearchSubmit,
  buildFindHash,
  buildFlightResultsUrl,
  buildHotelResultsUrl,
  buildPackageResultsUrl,
  bundleSearchFormEntries,
  type CalendarDate,
  type FlightSearchFormValues,
  HOUSE_SEARCH_FORM_DEFAULTS,
  type HotelSearchFormValues,
  type HouseSearchFormValues,
  type MessageKey,
  type PackageSearchFormValues,
  parseCalendarDate,
  parseDestinationId,
  parseFindHash,
} from "@travesia/core";
import { Result } from "effect";

/*
 * From a VALID form's values to where the portal goes. Each function runs only after core's validator passed, so a
 * parse failure here means the two disagree; it is reported as `Unbuildable`, never thrown.
 * RULES TO MOVE TO CORE (routes): core has each route builder and each validator, but not the step between them.
 */

/** Where a submitted search form leads: a results URL to navigate to, or a form post (the bundle form). */
export type SearchTarget =
  | { readonly _tag: "Navigate"; readonly url: string }
  | { readonly _tag: "Post"; readonly path: string; readonly entries: readonly (readonly [string, string])[] };

/** A valid form whose values a route builder refused (a core validator/route mismatch). */
export interface Unbuildable {
  readonly _tag: "Unbuildable";
  readonly field: string;
  /** The message the field shows. */
  readonly key: MessageKey;
}

type Target = Result.Result<SearchTarget, Unbuildable>;

const date = (value: string, field: string): Result.Result<CalendarDate, Unbuildable> =>
  Result.mapError(parseCalendarDate(value), () => ({ _tag: "Unbuildable", field, key: "forms.dateInvalid" }));

const navigate = (url: string): SearchTarget => ({ _tag: "Navigate", url });

/** Hotel box: spec 001 §2 "/hotel/results/{destination}/{checkIn}/{checkOut}/{rooms}" with its query options. */
export const hotelSearchTarget = (values: HotelSearchFormValues): Target =>
  Result.gen(function* () {
    const destination = yield* Result.mapError(
      parseDestinationId(values.destinationId),
      (): Unbuildable => ({
        _tag: "Unbuildable",
        field: "destinationId",
        key: "forms.homeDestinationRequired",
      }),
    );
    const checkIn = yield* date(values.checkIn, "checkIn");
    const checkOut = yield* date(values.checkOut, "checkOut");
    return navigate(
      buildHotelResultsUrl({
        destination,
        checkIn,
        checkOut,
        rooms: values.rooms,
        options: {
          availability: values.availability,
          externalHotelReference: values.externalHotelReference === "" ? null : values.externalHotelReference,
          hotelName: values.hotelName.trim() === "" ? null : values.hotelName.trim(),
          omniCodes: [],
          baseRate: null,
        },
      }),
    );
  });

/**
 * House box: core has no house results route (spec 001 names only "Pages find-hotel and find-house restore the
 * search from the URL"), so the house box leads to the `find-house/{destinationName}/{destinationId}` hash route
 * (spec 000 §2), with dates and passengers as its query. Decision recorded for core.
 */
export const houseSearchTarget = (values: HouseSearchFormValues): Target =>
  Result.gen(function* () {
    const checkIn = yield* date(values.checkIn, "checkIn");
    const checkOut = yield* date(values.checkOut, "checkOut");
    const hash = buildFindHash({
      product: "house",
      destinationName: values.destinationName,
      destinationId: values.destinationId,
    });
    const query = new URLSearchParams({ checkIn, checkOut, passengers: String(values.passengers) });
    return navigate(`/#${hash.replace(/^#/, "")}?${query.toString()}`);
  });

/**
 * The house search a `find-house` hash holds (the inverse of {@link houseSearchTarget}), for the house box to
 * restore (spec 001 §2 "Pages find-hotel and find-house restore the search from the URL"); `undefined` for any other
 * hash. Never throws; the values still go through the house validator. Names come back with spaces restored before
 * capitals (spec 000 §2), so "Mar del Plata" returns as "Mardel Plata": the spec's rule, not a loss of ours.
 *
 * @example houseSearchValuesFromHash("#find-house/Roma/7?checkIn=2026-12-01&checkOut=2026-12-08&passengers=3")
 */
export const houseSearchValuesFromHash = (hash: string): HouseSearchFormValues | undefined => {
  const [path = "", query = ""] = hash.replace(/^\/?#/, "").split("?", 2);
  const route = parseFindHash(path);
  if (Result.isFailure(route) || route.success.product !== "house") return undefined;
  const params = new URLSearchParams(query);
  const passengers = Number(params.get("passengers") ?? HOUSE_SEARCH_FORM_DEFAULTS.passengers);
  return {
    destinationId: route.success.destinationId,
    destinationName: route.success.destinationName,
    checkIn: params.get("checkIn") ?? "",
    checkOut: params.get("checkOut") ?? "",
    passengers: Number.isInteger(passengers) ? passengers : HOUSE_SEARCH_FORM_DEFAULTS.passengers,
  };
};

/** Flight form: spec 002 §2 friendly flight results URL. Ages are the form's age codes (spec 002 §3). */
export const flightSearchTarget = (values: FlightSearchFormValues): Target =>
  Result.gen(function* () {
    const departure = yield* date(values.departure, "departure");
    const returnDate = values.oneWay ? null : yield* date(values.returnDate, "returnDate");
    return navigate(
      buildFlightResultsUrl({
        origins: values.origins.map((origin) => origin.name),
        originIds: values.origins.map((origin) => origin.id),
        toCityName: values.destinationName,
        toCityId: values.destinationId,
        departure,
        returnDate,
        flexibleDates: values.flexibleDates,
        oneWay: values.oneWay,
        passengers: { adults: values.adults, children: values.children, ages: values.ages },
        cabin: values.cabin,
        stops: values.stops,
        officeId: values.officeId === "" ? null : values.officeId,
      }),
    );
  });

/** Flight-plus-hotel form: core's package results path (spec 002 §2 "the search is serialised into the path"). */
export const packageSearchTarget = (values: PackageSearchFormValues): Target =>
  Result.gen(function* () {
    const checkIn = yield* date(values.checkIn, "checkIn");
    const checkOut = yield* date(values.checkOut, "checkOut");
    const partialHotel = values.partialHotel
      ? { checkIn: yield* date(values.hotelIn, "hotelIn"), checkOut: yield* date(values.hotelOut, "hotelOut") }
      : null;
    return navigate(
      buildPackageResultsUrl({
        origins: values.origins,
        toCity: { id: values.destinationId, name: values.destinationName },
        checkIn,
        checkOut,
        rooms: values.rooms,
        differentHotel: values.differentHotel
          ? { id: values.accommodationCityId, name: values.accommodationCityName }
          : null,
        partialHotel,
      }),
    );
  });

/** Bundle form: a form post (spec 002 §2), 'Buscar' or 'Explorar nuestras propuestas'. */
export const bundleSearchTarget = (values: BundleSearchFormValues, submit: BundleSearchSubmit): Target =>
  Result.succeed({
    _tag: "Post",
    path: submit === "search" ? BUNDLE_SEARCH_POST_PATH : BUNDLE_ALL_RESULTS_POST_PATH,
    entries: bundleSearchFormEntries(values),
  });
