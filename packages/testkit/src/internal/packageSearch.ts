import {
  type FlightSolution as ApiFlightSolution,
  flightSolutionPriceMinor,
  formatOccupancy,
  type PackageSearch,
  type PackageSearchReply,
  packageHotelStay,
  type Room,
} from "@travesia/core";
import { CATALOG_AMENITIES } from "../inventory/catalogs.js";
import { dayNumber } from "../inventory/days.js";
import type { Inventory } from "../inventory/inventory.js";
import { type PlaceCity, placeAirport, placeCityOfAirport } from "../inventory/places.js";
import type { DemoLanguage } from "./demoRequest.js";
import { flightPassengerMix, flightSolutionJson } from "./flightReplies.js";
import { hotelClusterJson } from "./hotelReplies.js";

/**
 * A package id: `PK{hotelId}-{YYYYMMDD}-{nights}-{origin city}-{adults}` (spec 002 §2 only shows
 * `/flightsHotels/packageDetails/{id}`; the demo encodes what it needs to rebuild the package).
 */
export const PACKAGE_ID = /^PK(\d{6,7})-(\d{4})(\d{2})(\d{2})-(\d{1,2})-([A-Z]{3})-([1-9])$/;

/** Builds a package id. */
export const packageId = (
  hotelId: string,
  checkIn: string,
  nights: number,
  originCity: string,
  adults: number,
): string => `PK${hotelId}-${checkIn.replaceAll("-", "")}-${nights}-${originCity}-${adults}`;

/** Flight solutions a package reply offers (cheapest first; spec: not shown). */
export const PACKAGE_FLIGHT_SOLUTIONS = 12;
/** Hotels a package reply offers, best value first (spec 001 §2: no pagination for dynamic packaging). */
export const PACKAGE_HOTELS = 20;
/** Rates kept per hotel, cheapest first: the first is the one the package sells. */
const PACKAGE_RATES_PER_HOTEL = 3;
/** How far ahead packages are sold, days (the flights' own limit). */
const PACKAGE_MAX_DAYS_AHEAD = 400;

/** What the reply is priced and written in. */
export interface PackageReplyContext {
  readonly currency: string;
  readonly alternativeCurrency: string;
  readonly language: DemoLanguage;
  readonly b2b: boolean;
  readonly today: string;
}

/** A bad search: the field and why (answered as a 400). */
export interface PackageSearchProblem {
  readonly field: string;
  readonly reason: string;
}

/** A city id of the search: a city code, or an airport or station code of a city. */
const cityOf = (inventory: Inventory, id: string): PlaceCity | undefined =>
  inventory.city(id) ?? placeCityOfAirport(id);

/** The airports behind an origin or destination id: one airport, or every airport of a city. */
const airportsOf = (inventory: Inventory, id: string): readonly string[] => {
  const city = inventory.city(id);
  if (city !== undefined) return city.airports.map((airport) => airport.iata);
  return placeAirport(id) === undefined ? [] : [id];
};

/** Every room's guests as one group of passengers (the flights carry everyone). */
const passengersOf = (search: PackageSearch): Room => ({
  adults: search.rooms.reduce((sum, room) => sum + room.adults, 0),
  children: search.rooms.reduce((sum, room) => sum + room.children, 0),
  ages: search.rooms.flatMap((room) => room.ages),
});

/** The first problem of a search the demo cannot answer, or undefined. */
export const packageSearchProblem = (
  inventory: Inventory,
  search: PackageSearch,
  today: string,
): PackageSearchProblem | undefined => {
  if (search.origins.length === 0) return { field: "origins", reason: "at least one origin is required" };
  const unknown = search.origins.find((origin) => airportsOf(inventory, origin.id).length === 0);
  if (unknown !== undefined) return { field: "origins", reason: `unknown origin "${unknown.id}"` };
  const destination = cityOf(inventory, search.toCity.id);
  if (destination === undefined) return { field: "toCityId", reason: `unknown destination "${search.toCity.id}"` };
  if (search.origins.some((origin) => cityOf(inventory, origin.id) === destination))
    return { field: "toCityId", reason: "is the same city as an origin" };
  const checkIn = String(search.checkIn);
  const checkOut = String(search.checkOut);
  if (dayNumber(checkIn) < dayNumber(today)) return { field: "checkIn", reason: "is in the past" };
  if (dayNumber(checkIn) > dayNumber(today) + PACKAGE_MAX_DAYS_AHEAD)
    return { field: "checkIn", reason: `is more than ${PACKAGE_MAX_DAYS_AHEAD} days ahead` };
  if (dayNumber(checkOut) <= dayNumber(checkIn)) return { field: "checkOut", reason: "must be after check-in" };
  const mix = flightPassengerMix(passengersOf(search));
  if (mix.infants > mix.adults) return { field: "rooms", reason: "infants may not exceed adults" };
  if (search.differentHotel !== null && cityOf(inventory, search.differentHotel.id) === undefined)
    return { field: "differentHotel", reason: `unknown city "${search.differentHotel.id}"` };
  const partial = search.partialHotel;
  if (partial !== null) {
    const from = dayNumber(String(partial.checkIn));
    const to = dayNumber(String(partial.checkOut));
    // Spec 002 §5: 'Debe estar dentro del rango del vuelo.'
    if (from < dayNumber(checkIn) || to > dayNumber(checkOut))
      return { field: "partialHotel", reason: "must be within the flight dates" };
    if (to <= from) return { field: "partialHotel", reason: "the hotel exit must be after its entry" };
  }
  return undefined;
};

/** Each hotel's package detail id (see `PACKAGE_ID`), when the search fits its grammar (one to nine adults). */
const detailIds = (
  hotelIds: readonly string[],
  search: PackageSearch,
  stay: { readonly checkIn: string; readonly nights: number },
): Record<string, string> => {
  const adults = passengersOf(search).adults;
  const origin = search.origins[0]?.id ?? "";
  const ids = hotelIds.map((id) => [id, packageId(id, stay.checkIn, stay.nights, origin, adults)] as const);
  return Object.fromEntries(ids.filter(([, id]) => PACKAGE_ID.test(id)));
};

/** The name of every amenity code the hotels list, in the reply's language (codes the catalog lacks are left out). */
const amenityNamesOf = (codes: readonly string[], language: DemoLanguage): Record<string, string> =>
  Object.fromEntries(
    CATALOG_AMENITIES.filter((amenity) => codes.includes(amenity.code)).map((amenity) => [
      amenity.code,
      amenity.name[language],
    ]),
  );

/** The 'best value' score of a hotel's cheapest price (lower is better; core's hotel sort uses the same idea). */
const bestValue = (priceMinor: number, recommendation: number, review: number): number =>
  priceMinor / (1 + recommendation * 0.15 + review * 0.1);

const cheapestFlights = (
  inventory: Inventory,
  search: PackageSearch,
  context: PackageReplyContext,
): ApiFlightSolution[] => {
  const query = {
    originAirports: search.origins.flatMap((origin) => airportsOf(inventory, origin.id)),
    destinationAirports: airportsOf(inventory, search.toCity.id),
    dates: [String(search.checkIn), String(search.checkOut)],
    cabin: "ALL" as const,
    today: context.today,
  };
  const passengers = passengersOf(search);
  return inventory
    .flights(query)
    .map((solution) => ({ ...flightSolutionJson(solution, { ...context, passengers }), isDynamicPackaging: true }))
    .map((solution) => ({ solution, price: flightSolutionPriceMinor(solution) }))
    .sort((a, b) => a.price - b.price)
    .slice(0, PACKAGE_FLIGHT_SOLUTIONS)
    .map((entry) => entry.solution);
};

/**
 * The package search reply (core's `PackageSearchReply`) for a valid search: the cheapest flight solutions for the
 * origins → destination on the flight dates; the best-value hotels of the accommodation city (the different-hotel
 * city when given) priced for the hotel stay (the partial stay when given) and every room; the cheapest solution
 * with the best-value hotel as the recommended combination.
 */
export const packageSearchReply = (
  inventory: Inventory,
  search: PackageSearch,
  context: PackageReplyContext,
): PackageSearchReply => {
  const stay = packageHotelStay(search);
  const city = cityOf(inventory, stay.city.id);
  const inventoryStay = { checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: search.rooms };
  const hotels = (city === undefined ? [] : inventory.hotelsOf(city.code))
    .map((hotel) => ({ hotel, cheapest: inventory.rateFactsOf(hotel, inventoryStay, context.currency)[0] }))
    .filter((entry) => entry.cheapest !== undefined)
    .map((entry) => ({
      hotel: entry.hotel,
      score: bestValue(entry.cheapest?.totalMinor ?? 0, entry.hotel.recommendation, entry.hotel.review.rating),
    }))
    .sort((a, b) => a.score - b.score || Number(a.hotel.id) - Number(b.hotel.id))
    .slice(0, PACKAGE_HOTELS);
  const flights = cheapestFlights(inventory, search, context);
  const recommendedHotel = hotels[0]?.hotel;
  const clusters = hotels.map(({ hotel }) => {
    const rates = inventory.ratesOf(hotel, inventoryStay).slice(0, PACKAGE_RATES_PER_HOTEL);
    const recommended = hotel === recommendedHotel;
    return {
      ...hotelClusterJson(hotel, rates, context, { withDetail: false, distanceKm: null }),
      isDynamicPackaging: true,
      isRecommended: recommended,
      isSelected: recommended,
    };
  });
  const outbound = flights[0]?.trips[0]?.flights[0]?.tripProductId;
  const returnId = flights[0]?.trips[1]?.flights[0]?.tripProductId ?? null;
  const rate = clusters[0]?.rates[0];
  const place = (item: { readonly id: string; readonly name: string }) => ({ id: item.id, name: item.name });
  return {
    done: true,
    currency: context.currency,
    search: {
      origins: search.origins.map(place),
      destination: place(search.toCity),
      checkIn: String(search.checkIn),
      checkOut: String(search.checkOut),
      rooms: formatOccupancy(search.rooms),
      differentHotel: search.differentHotel === null ? null : place(search.differentHotel),
      partialHotel:
        search.partialHotel === null
          ? null
          : { checkIn: String(search.partialHotel.checkIn), checkOut: String(search.partialHotel.checkOut) },
      hotelStay: {
        city: place(stay.city),
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        nights: stay.nights,
      },
    },
    flights,
    hotels: clusters,
    recommended:
      outbound === undefined || rate === undefined || recommendedHotel === undefined
        ? null
        : { outbound, return: returnId, hotelDetailId: recommendedHotel.id, rateId: rate.tripProductID },
    searchDestinationId: cityOf(inventory, search.toCity.id)?.code ?? search.toCity.id,
    packageDetails: detailIds(
      hotels.map((entry) => entry.hotel.id),
      search,
      stay,
    ),
    amenityNames: amenityNamesOf(
      hotels.flatMap((entry) => entry.hotel.amenities),
      context.language,
    ),
  };
};
