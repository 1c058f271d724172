import {
  buildHotelResultsUrl,
  DESTINATION_TYPE_CODES,
  FindHotelRequest,
  hotelResultsOptionsDefault,
  InsertHotelRequest,
  InsertPoiRequest,
  PatternRequest,
  parseCalendarDate,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import {
  type DemoLanguage,
  demoBadRequest,
  demoCurrency,
  demoFold,
  demoLanguage,
  demoNotFound,
  demoToday,
} from "../../internal/demoRequest.js";
import { hotelImageUrl, reviewImageUrl } from "../../internal/hotelReplies.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import { CARRIERS } from "../../inventory/carriers.js";
import { CATALOG_AMENITIES } from "../../inventory/catalogs.js";
import { addDays } from "../../inventory/days.js";
import { distanceKm } from "../../inventory/flights.js";
import type { InventoryHotel } from "../../inventory/hotels.js";
import type { Inventory } from "../../inventory/inventory.js";
import { demoConvertMinor, minorToDecimal } from "../../inventory/money.js";
import { PLACE_COUNTRIES, type PlaceCity, placeCityOfAirport } from "../../inventory/places.js";
import type { InventoryPoi } from "../../inventory/pois.js";
import { cityPois, currentHomeList, savedAirlineNames } from "../adminContent.js";
import type { DemoEnv } from "../context.js";

/** Location lookups answer from 2 characters (spec 000 §5: "Location autocomplete queries from 2 characters"). */
const LOCATION_MIN_TERM = 2;

/** Suggestions per lookup (spec: not shown). */
const LOCATION_MAX_SUGGESTIONS = 12;

/** How far around a point POIs are searched at most, metres (spec 001 §7: "POI by geo with distance 50000"). */
const POI_MAX_DISTANCE_M = 100_000;

/** How well a name matches a term: 0 = starts with it, 1 = a word starts with it, 2 = contains it, -1 = no match. */
const matchRank = (name: string, term: string): number => {
  const text = demoFold(name);
  if (text.startsWith(term)) return 0;
  if (text.split(/[\s,()/-]+/).some((word) => word.startsWith(term))) return 1;
  return text.includes(term) ? 2 : -1;
};

const cityRank = (city: PlaceCity, term: string): number => {
  const ranks = [city.name.es, city.name.en, city.name.pt, city.code]
    .map((name) => matchRank(name, term))
    .filter((rank) => rank >= 0);
  return ranks.length === 0 ? -1 : Math.min(...ranks);
};

const SIZE_ORDER = { mega: 0, large: 1, medium: 2, small: 3 } as const;

const cityLabel = (city: PlaceCity, language: DemoLanguage) =>
  `${city.name[language]}, ${PLACE_COUNTRIES[city.country]?.[language] ?? city.country}`;

const citySuggestion = (city: PlaceCity, language: DemoLanguage) => ({
  label: cityLabel(city, language),
  value: city.code,
  type: "city",
  category: language === "en" ? "Cities" : language === "pt" ? "Cidades" : "Ciudades",
  name: city.name[language],
  id: city.code,
  destinationTypeId: DESTINATION_TYPE_CODES.hotel,
});

/** Cities matching a term, best first (exact start, then bigger markets). */
const matchingCities = (inventory: Inventory, term: string) =>
  inventory.cities
    .map((city) => ({ city, rank: cityRank(city, term) }))
    .filter((entry) => entry.rank >= 0)
    .sort(
      (a, b) =>
        a.rank - b.rank || SIZE_ORDER[a.city.size] - SIZE_ORDER[b.city.size] || a.city.code.localeCompare(b.city.code),
    )
    .map((entry) => entry.city);

const matchingAirports = (inventory: Inventory, term: string) =>
  inventory.cities.flatMap((city) =>
    city.airports
      .filter(
        (airport) =>
          demoFold(airport.iata) === term || matchRank(airport.name, term) >= 0 || cityRank(city, term) === 0,
      )
      .map((airport) => ({ airport, city })),
  );

const readTerm = (c: Context<DemoEnv>): { ok: true; term: string } | { ok: false; response: Response } => {
  const raw = c.req.param("term") ?? "";
  let term: string;
  try {
    term = demoFold(decodeURIComponent(raw));
  } catch {
    return { ok: false, response: demoBadRequest(c, "term", "is not valid URL text") };
  }
  if (term.length < LOCATION_MIN_TERM)
    return { ok: false, response: demoBadRequest(c, "term", `needs at least ${LOCATION_MIN_TERM} characters`) };
  if (term.length > 80) return { ok: false, response: demoBadRequest(c, "term", "is longer than 80 characters") };
  return { ok: true, term };
};

const airportSuggestion = (airport: { iata: string; name: string }, city: PlaceCity, language: DemoLanguage) => ({
  label: `${airport.name} (${airport.iata}), ${city.name[language]}`,
  value: airport.iata,
  type: "airport",
  category: language === "en" ? "Airports" : language === "pt" ? "Aeroportos" : "Aeropuertos",
  name: airport.name,
  id: airport.iata,
  destinationTypeId: DESTINATION_TYPE_CODES.flight,
});

const hotelSuggestion = (hotel: InventoryHotel, city: PlaceCity, language: DemoLanguage) => ({
  label: `${hotel.name}, ${city.name[language]}`,
  value: `${city.code}OMNICODE=${hotel.omniCode}`,
  type: "hotel",
  category: language === "en" ? "Hotels" : language === "pt" ? "Hotéis" : "Hoteles",
  name: hotel.name,
  id: hotel.id,
  destinationTypeId: DESTINATION_TYPE_CODES.hotel,
});

const poiJson = (poi: InventoryPoi) => ({
  id: poi.id,
  description: poi.description,
  geo: poi.geo,
  vicinity: poi.vicinity,
  types: [...poi.types],
});

/** A hotel's postcode: the number that ends its third address line (`Madrid 28013`). */
const postcodeOf = (hotel: InventoryHotel): string | undefined => hotel.address[2]?.match(/(\d{4,6})$/)?.[1];

/** The address places of a city's hotels: street lines and postcodes, folded once per hotel. */
interface AddressPlace {
  readonly hotel: InventoryHotel;
  readonly street: string;
  readonly postcode: string | undefined;
}
const addressPlaces = new WeakMap<InventoryHotel, AddressPlace>();
const addressPlace = (hotel: InventoryHotel): AddressPlace => {
  const known = addressPlaces.get(hotel);
  if (known !== undefined) return known;
  const place = { hotel, street: demoFold(hotel.address[0] ?? ""), postcode: postcodeOf(hotel) };
  addressPlaces.set(hotel, place);
  return place;
};

/** The place id of a hotel's address (`POI-{city}-A{hotelId}`), read back by `GET /api/complete/place/{ref}`. */
const addressPlaceId = (hotel: InventoryHotel): string => `POI-${hotel.cityCode}-A${hotel.id}`;

/**
 * A hotel's address as a place of the POI lookup (spec 001 §2: "point of interest … address or postcode search"):
 * the street line, or the postcode when that is what matched, at the hotel's coordinates.
 */
const addressJson = (hotel: InventoryHotel, by: "street" | "postcode") => {
  const city = hotel.address[2] ?? "";
  return {
    id: addressPlaceId(hotel),
    description: by === "street" ? `${hotel.address[0] ?? ""}, ${city}` : city,
    geo: { latitude: hotel.lat, longitude: hotel.lng },
    vicinity: [hotel.address[1], city].filter(Boolean).join(", "),
    types: [by === "street" ? "street_address" : "postal_code"],
  };
};

/**
 * Addresses and postcodes of the inventory that match a term: a street line that starts with it or has a word that
 * does, or a postcode that starts with it (digits). One place per postcode, the nearest hotel's.
 */
const matchingAddresses = (hotels: readonly InventoryHotel[], term: string) => {
  const digits = /^\d{2,}$/.test(term);
  const postcodes = new Set<string>();
  const found: { json: ReturnType<typeof addressJson>; hotel: InventoryHotel }[] = [];
  for (const hotel of hotels) {
    const place = addressPlace(hotel);
    if (digits && place.postcode?.startsWith(term) === true) {
      if (postcodes.has(place.postcode)) continue;
      postcodes.add(place.postcode);
      found.push({ json: addressJson(hotel, "postcode"), hotel });
    } else if (!digits && matchRank(place.street, term) >= 0 && matchRank(place.street, term) < 2) {
      found.push({ json: addressJson(hotel, "street"), hotel });
    }
  }
  return found;
};

// Hotel names folded once (accents and case): the -plus lookup scans thousands of names per keystroke.
const foldedNames = new WeakMap<InventoryHotel, string>();
const foldedName = (hotel: InventoryHotel): string => {
  const known = foldedNames.get(hotel);
  if (known !== undefined) return known;
  const folded = demoFold(hotel.name);
  foldedNames.set(hotel, folded);
  return folded;
};

/** Hotels whose name matches, in the biggest matching cities first (bounded work: a few cities only). */
const matchingHotels = (inventory: Inventory, term: string, cities: readonly PlaceCity[], limit: number) => {
  const found: { hotel: InventoryHotel; city: PlaceCity }[] = [];
  for (const city of cities) {
    for (const hotel of inventory.hotelsOf(city.code)) {
      if (foldedName(hotel).includes(term)) found.push({ hotel, city });
      if (found.length >= limit) return found;
    }
  }
  return found;
};

const suggestions = (c: Context<DemoEnv>, term: string, kind: "cities" | "all" | "plus") => {
  const { inventory } = c.get("demo");
  const language = demoLanguage(c);
  const cities = matchingCities(inventory, term);
  const list = cities.slice(0, LOCATION_MAX_SUGGESTIONS).map((city) => citySuggestion(city, language));
  if (kind === "cities") return list;
  const airports = matchingAirports(inventory, term).map(({ airport, city }) =>
    airportSuggestion(airport, city, language),
  );
  if (kind === "all") return [...list, ...airports].slice(0, LOCATION_MAX_SUGGESTIONS * 2);
  const marketCities =
    cities.length > 0 ? cities.slice(0, 3) : inventory.cities.filter((city) => city.size === "mega").slice(0, 2);
  const hotels = matchingHotels(inventory, term, marketCities, 8).map(({ hotel, city }) =>
    hotelSuggestion(hotel, city, language),
  );
  const pois = marketCities
    .flatMap((city) => cityPois(c.get("demo").db, inventory, city.code))
    .filter((poi) => matchRank(poi.description, term) >= 0)
    .slice(0, 5)
    .map((poi) => ({
      label: `${poi.description}, ${poi.vicinity}`,
      value: `${poi.geo.latitude},${poi.geo.longitude}`,
      type: "poi",
      category:
        language === "en" ? "Points of interest" : language === "pt" ? "Pontos de interesse" : "Puntos de interés",
      name: poi.description,
      id: poi.id,
      destinationTypeId: DESTINATION_TYPE_CODES.hotel,
    }));
  return [...list, ...airports.slice(0, 8), ...hotels, ...pois];
};

/**
 * Icons the portal configuration can pick (find-icons; names are the demo's icon font classes). The back office's
 * hotels name their amenities by these classes.
 */
export const ICONS = [
  ...CATALOG_AMENITIES.map((amenity) => ({ name: amenity.name.es, className: `icon-${amenity.code.toLowerCase()}` })),
  { name: "Avión", className: "icon-plane" },
  { name: "Hotel", className: "icon-hotel" },
  { name: "Casa", className: "icon-house" },
  { name: "Paquete", className: "icon-package" },
  { name: "Traslado", className: "icon-transfer" },
  { name: "Actividad", className: "icon-activity" },
  { name: "Playa", className: "icon-beach" },
  { name: "Nieve", className: "icon-snow" },
];

/** The home's promotions or recommended hotels (as the back office left them), each with its cheapest 3-night stay. */
const recommendedOffers = (c: Context<DemoEnv>, kind: "promotions" | "hotels") => {
  const { inventory, db } = c.get("demo");
  const language = demoLanguage(c);
  const currency = demoCurrency(c);
  const checkIn = addDays(demoToday(c), kind === "promotions" ? 45 : 30);
  const checkOut = addDays(checkIn, 3);
  const rooms = [{ adults: 2, children: 0, ages: [] }];
  return currentHomeList(db, inventory, kind === "promotions" ? "promotions" : "recommended").flatMap((item) => {
    const pick = inventory.hotel(item.hotelId);
    const city = pick === undefined ? undefined : inventory.city(pick.cityCode);
    if (pick === undefined || city === undefined) return [];
    const code = city.code;
    const rate = inventory.ratesOf(pick, { checkIn, checkOut, rooms })[0];
    const checkInDate = parseCalendarDate(checkIn);
    const checkOutDate = parseCalendarDate(checkOut);
    if (rate === undefined || Result.isFailure(checkInDate) || Result.isFailure(checkOutDate)) return [];
    return [
      {
        destinationId: code,
        destinationName: city.name[language],
        title: item.title,
        link: buildHotelResultsUrl({
          destination: { _tag: "DestinationCode", id: code },
          checkIn: checkInDate.success,
          checkOut: checkOutDate.success,
          rooms,
          options: { ...hotelResultsOptionsDefault, externalHotelReference: pick.id },
        }),
        ...(rate.offer === null ? {} : { offer: rate.offer }),
        rate: { amount: minorToDecimal(demoConvertMinor(rate.totalUsdMinor, currency)), currency },
        address: pick.address[0] ?? "",
        rating: pick.stars,
        imageFile: hotelImageUrl(pick.id, 1),
        tripAdvisorInfo: { imagePath: reviewImageUrl(pick.review.rating), reviews: pick.review.reviews },
      },
    ];
  });
};

/**
 * Location side of the demo API (spec 000 §7 Locations): suggestions, cities and airports, POIs and place details,
 * airline / hotel / icon finders, recommended offers and the review-site block of a hotel.
 */
export const locationRoutes = new Hono<DemoEnv>()
  .get("/api/locations/:term", (c) => {
    const term = readTerm(c);
    return term.ok ? c.json(suggestions(c, term.term, "cities")) : term.response;
  })
  .get("/api/locations-all/:term", (c) => {
    const term = readTerm(c);
    return term.ok ? c.json(suggestions(c, term.term, "all")) : term.response;
  })
  .get("/api/locations-plus/:term", (c) => {
    const term = readTerm(c);
    return term.ok ? c.json(suggestions(c, term.term, "plus")) : term.response;
  })
  .get("/portal/citiesAirports/:lang", (c) => {
    const lang = c.req.param("lang");
    if (lang !== "es" && lang !== "en" && lang !== "pt") return demoBadRequest(c, "lang", "expected es, en or pt");
    const pattern = demoFold(c.req.query("pattern") ?? "");
    if (pattern.length < LOCATION_MIN_TERM)
      return demoBadRequest(c, "pattern", `needs at least ${LOCATION_MIN_TERM} characters`);
    const type = c.req.query("destinationType") ?? DESTINATION_TYPE_CODES.flight;
    if (type !== DESTINATION_TYPE_CODES.flight && type !== DESTINATION_TYPE_CODES.hotel) {
      return demoBadRequest(
        c,
        "destinationType",
        `expected ${DESTINATION_TYPE_CODES.flight} or ${DESTINATION_TYPE_CODES.hotel}`,
      );
    }
    const { inventory } = c.get("demo");
    const cities = matchingCities(inventory, pattern).slice(0, LOCATION_MAX_SUGGESTIONS);
    const list = cities.map((city) => ({
      id: city.code,
      name: cityLabel(city, lang),
      valueId: city.code,
      destinationTypeId: type,
    }));
    if (type === DESTINATION_TYPE_CODES.hotel) return c.json(list);
    const airports = matchingAirports(inventory, pattern)
      .filter(({ airport }) => airport.kind === "airport")
      .slice(0, LOCATION_MAX_SUGGESTIONS)
      .map(({ airport, city }) => ({
        id: airport.iata,
        name: `${airport.name} (${airport.iata}), ${city.name[lang]}`,
        valueId: airport.iata,
        destinationTypeId: type,
      }));
    return c.json([...list, ...airports]);
  })
  .get("/api/complete/poi/:term/:lat/:lng/:distance", (c) => {
    const lat = Number(c.req.param("lat"));
    const lng = Number(c.req.param("lng"));
    const distance = Number(c.req.param("distance"));
    if (!Number.isFinite(lat) || lat < -90 || lat > 90) return demoBadRequest(c, "lat", "expected a latitude");
    if (!Number.isFinite(lng) || lng < -180 || lng > 180) return demoBadRequest(c, "lng", "expected a longitude");
    if (!Number.isInteger(distance) || distance < 1 || distance > POI_MAX_DISTANCE_M) {
      return demoBadRequest(c, "distance", `expected whole metres 1 to ${POI_MAX_DISTANCE_M}`);
    }
    let term: string;
    try {
      term = demoFold(decodeURIComponent(c.req.param("term")));
    } catch {
      return demoBadRequest(c, "term", "is not valid URL text");
    }
    const { inventory } = c.get("demo");
    const nearby = inventory.cities.filter((city) => distanceKm(lat, lng, city.lat, city.lng) <= distance / 1000 + 60);
    const everything = term === "" || term === "-" || term === "all";
    const pois = nearby
      .flatMap((city) => cityPois(c.get("demo").db, inventory, city.code))
      .map((poi) => ({ json: poiJson(poi), km: distanceKm(lat, lng, poi.geo.latitude, poi.geo.longitude) }))
      .filter(({ json, km }) => km * 1000 <= distance && (everything || matchRank(json.description, term) >= 0));
    // A real term also finds the addresses and postcodes of the inventory's hotels (the filter's promise).
    const addresses = everything
      ? []
      : matchingAddresses(
          nearby.flatMap((city) => inventory.hotelsOf(city.code)),
          term,
        )
          .map(({ json, hotel }) => ({ json, km: distanceKm(lat, lng, hotel.lat, hotel.lng) }))
          .filter(({ km }) => km * 1000 <= distance);
    return c.json(
      [...pois, ...addresses]
        .sort((a, b) => a.km - b.km)
        .slice(0, 20)
        .map(({ json }) => json),
    );
  })
  .get("/api/complete/place/:ref", (c) => {
    const ref = c.req.param("ref");
    if (!/^POI-[A-Z0-9-]{3,20}$/.test(ref)) return demoBadRequest(c, "ref", "is not a place reference");
    const { inventory } = c.get("demo");
    const code = ref.slice(4).split("-")[0] ?? "";
    const city = inventory.city(code) ?? placeCityOfAirport(code);
    const hotelId = ref.match(/^POI-[A-Z0-9]+-A(\d+)$/)?.[1];
    if (hotelId !== undefined) {
      const hotel = inventory.hotel(hotelId);
      return hotel === undefined || addressPlaceId(hotel) !== ref
        ? demoNotFound(c, "ref", `unknown place ${ref}`)
        : c.json(addressJson(hotel, "street"));
    }
    const poi =
      city === undefined
        ? undefined
        : cityPois(c.get("demo").db, inventory, city.code).find((candidate) => candidate.id === ref);
    return poi === undefined ? demoNotFound(c, "ref", `unknown place ${ref}`) : c.json(poiJson(poi));
  })
  .get("/api/complete/:product/:term", (c) => {
    const product = c.req.param("product");
    if (!["hotel", "house", "flight", "package", "all"].includes(product)) {
      return demoBadRequest(c, "product", "expected hotel, house, flight, package or all");
    }
    const term = readTerm(c);
    if (!term.ok) return term.response;
    return c.json(
      suggestions(
        c,
        term.term,
        product === "flight" || product === "package" ? "all" : product === "all" ? "plus" : "cities",
      ),
    );
  })
  .post("/api/complete/insertHotel", async (c) => {
    const body = await readJsonBody(c, InsertHotelRequest);
    return Result.isSuccess(body) ? c.json({ done: true }) : badRequest(c, body.failure);
  })
  .post("/api/complete/insertPoi", async (c) => {
    const body = await readJsonBody(c, InsertPoiRequest);
    return Result.isSuccess(body) ? c.json({ done: true }) : badRequest(c, body.failure);
  })
  .post("/backend/dynamic-packaging-flight/find-airline", async (c) => {
    const body = await readJsonBody(c, PatternRequest);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const term = demoFold(body.success.pattern);
    if (term === "") return demoBadRequest(c, "pattern", "is empty");
    // The names as the back office left them.
    const names = savedAirlineNames(c.get("demo").db);
    return c.json(
      CARRIERS.map((carrier) => ({ name: names[carrier.code] ?? carrier.name, carrierId: carrier.code, carrier }))
        .filter(
          ({ name, carrier }) =>
            carrier.hubs.length > 0 && (demoFold(carrier.code) === term || matchRank(name, term) >= 0),
        )
        .map(({ name, carrierId }) => ({ name, carrierId })),
    );
  })
  .post("/backend/dynamic-packaging-hotel/find-hotel", async (c) => {
    const body = await readJsonBody(c, FindHotelRequest);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const term = demoFold(body.success.pattern);
    if (term === "") return demoBadRequest(c, "pattern", "is empty");
    const { inventory } = c.get("demo");
    const city = inventory.city(body.success.destinationId) ?? placeCityOfAirport(body.success.destinationId);
    if (city === undefined)
      return demoBadRequest(c, "destinationId", `unknown destination "${body.success.destinationId}"`);
    return c.json(
      inventory
        .hotelsOf(city.code)
        .filter((hotel) => matchRank(hotel.name, term) >= 0)
        .slice(0, 20)
        .map((hotel) => ({ id: hotel.id, hotelName: hotel.name })),
    );
  })
  .post("/backend/portal-configuration/find-icons", async (c) => {
    const body = await readJsonBody(c, PatternRequest);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const term = demoFold(body.success.pattern);
    return c.json(
      ICONS.filter((icon) => term === "" || matchRank(icon.name, term) >= 0 || icon.className.includes(term)),
    );
  })
  .get("/api/fake/products/promotions/", (c) => c.json(recommendedOffers(c, "promotions")))
  .get("/api/fake/recommended/hotels/", (c) => c.json(recommendedOffers(c, "hotels")))
  .get("/hotel/detail/tripadvisor/:lang/:hotelId", (c) => {
    const lang = c.req.param("lang");
    if (lang !== "es" && lang !== "en" && lang !== "pt") return demoBadRequest(c, "lang", "expected es, en or pt");
    const id = c.req.param("hotelId");
    if (!/^\d{1,12}$/.test(id)) return demoBadRequest(c, "hotelId", "must be digits");
    const hotel = c.get("demo").inventory.hotel(id);
    if (hotel === undefined) return demoNotFound(c, "hotelId", `unknown hotel ${id}`);
    return c.json({
      locationId: hotel.review.locationId,
      imagePath: reviewImageUrl(hotel.review.rating),
      reviews: hotel.review.reviews,
      rating: hotel.review.rating,
    });
  });
