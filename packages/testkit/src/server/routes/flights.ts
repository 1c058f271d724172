import {
  type FlightSolution as ApiFlightSolution,
  buildFlightResultsUrl,
  type CalendarDate,
  FLIGHT_SERVICE_CLASS_FILTERS,
  type FlightPanelOptions,
  type FlightSearchFilterOptions,
  FlightSearchRequest,
  type FlightSearchState,
  flightFilterOptionsToReply,
  flightResultsPage,
  flightSearchDatePairs,
  parseFlightSearchForm,
  parseFlightSearchUrl,
  sortFlightSolutions,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import {
  demoAlternativeCurrency,
  demoAnswerNext,
  demoBadRequest,
  demoCurrency,
  demoFormEntries,
  demoLanguage,
  demoToday,
  isDemoCurrency,
} from "../../internal/demoRequest.js";
import {
  type FlightReplyContext,
  flightPassengerMix,
  flightSolutionJson,
  parseFlightOptionId,
} from "../../internal/flightReplies.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import { CARRIERS, carrierOf } from "../../inventory/carriers.js";
import { addDays, dayNumber } from "../../inventory/days.js";
import { FLIGHT_FARE_FAMILIES, type InventoryFlightQuery } from "../../inventory/flights.js";
import type { Inventory } from "../../inventory/inventory.js";
import { minorToDecimal } from "../../inventory/money.js";
import { type PlaceCity, placeAirport, placeCityOfAirport } from "../../inventory/places.js";
import { savedAirlineLogos, savedAirlineNames } from "../adminContent.js";
import type { DemoContext, DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";

/** Solutions per results page (spec: not shown). */
const FLIGHT_SOLUTIONS_PER_PAGE = 10;

/** How far ahead flights are sold, days (spec 002 §5: the date picker offers 13 months). */
const FLIGHT_MAX_DAYS_AHEAD = 400;

/** Offices a B2B agent may search through (spec 002 §7 `getOfficeIds`; made-up codes). */
const DEMO_OFFICES = [
  { code: "BUEAR28AA", name: "Buenos Aires - Casa central" },
  { code: "MADES21IB", name: "Madrid - Mayorista" },
  { code: "SAOBR38LA", name: "São Paulo - Operaciones" },
] as const;

/** Flight search form field names (spec 002 §3) of the URL parts the search checks. */
const FORM_FIELDS: Readonly<Record<string, string>> = {
  destinationIds: "search[destinations_selected_ids]",
  toCityId: "search[to][city_id]",
  dates: "search[partida]",
  passengers: "search[adults]",
  officeId: "search[officeID]",
  cabin: "search[cabin]",
};

/** The flexible-dates window, days either side (spec 002 §5: "plus or minus 3 days"). */
const FLIGHT_CALENDAR_WINDOW = 3;

interface ResolvedFlightSearch {
  readonly state: FlightSearchState;
  readonly query: InventoryFlightQuery;
  readonly origin: PlaceCity;
  readonly destination: PlaceCity;
}

type Problem = { readonly field: string; readonly reason: string };

/** The airports behind an id: an airport (or station) code, or every airport and station of a city code. */
const airportsOf = (inventory: Inventory, id: string): string[] | undefined => {
  const city = inventory.city(id);
  // A city's railway stations count too: that is how train legs (LH Express Rail, TGV Air) reach it.
  if (city !== undefined) return city.airports.map((airport) => airport.iata);
  return placeAirport(id) === undefined ? undefined : [id];
};

const resolveFlightSearch = (
  inventory: Inventory,
  url: string,
  today: string,
): { ok: true; value: ResolvedFlightSearch } | { ok: false; problem: Problem } => {
  const parsed = parseFlightSearchUrl(url);
  if (Result.isFailure(parsed))
    return { ok: false, problem: { field: parsed.failure.field, reason: parsed.failure.reason } };
  const state = parsed.success;
  const { search, filters } = state;
  const passengers = search.passengers;
  if (passengers.adults < 1 || passengers.adults > 9)
    return { ok: false, problem: { field: "passengers.adults", reason: "must be 1 to 9" } };
  if (passengers.children > 4)
    return { ok: false, problem: { field: "passengers.children", reason: "must be 0 to 4" } };
  if (passengers.ages.length !== passengers.children) {
    return { ok: false, problem: { field: "passengers.ages", reason: "one age per child is required" } };
  }
  if (passengers.ages.some((age) => age > 17))
    return { ok: false, problem: { field: "passengers.ages", reason: "ages are 0 to 17" } };
  if (flightPassengerMix(passengers).infants > passengers.adults) {
    return { ok: false, problem: { field: "passengers.ages", reason: "infants may not exceed adults" } };
  }
  const originAirports: string[] = [];
  for (const id of search.originIds) {
    const airports = airportsOf(inventory, id);
    if (airports === undefined)
      return { ok: false, problem: { field: "destinationIds", reason: `unknown origin "${id}"` } };
    originAirports.push(...airports);
  }
  if (originAirports.length === 0)
    return { ok: false, problem: { field: "destinationIds", reason: "at least one origin is required" } };
  const destinationAirports = airportsOf(inventory, search.toCityId);
  if (destinationAirports === undefined) {
    return { ok: false, problem: { field: "toCityId", reason: `unknown destination "${search.toCityId}"` } };
  }
  const origin = placeCityOfAirport(originAirports[0] as string) as PlaceCity;
  const destination = placeCityOfAirport(destinationAirports[0] as string) as PlaceCity;
  if (originAirports.some((airport) => placeCityOfAirport(airport) === destination)) {
    return { ok: false, problem: { field: "toCityId", reason: "is the same city as an origin" } };
  }
  const departure = String(search.departure);
  const returnDate = search.returnDate === null ? null : String(search.returnDate);
  if (dayNumber(departure) < dayNumber(today))
    return { ok: false, problem: { field: "dates", reason: "departure is in the past" } };
  if (dayNumber(departure) > dayNumber(today) + FLIGHT_MAX_DAYS_AHEAD) {
    return {
      ok: false,
      problem: { field: "dates", reason: `departure is more than ${FLIGHT_MAX_DAYS_AHEAD} days ahead` },
    };
  }
  if (search.oneWay && returnDate !== null)
    return { ok: false, problem: { field: "dates", reason: "a one-way search has no return date" } };
  if (!search.oneWay && returnDate === null)
    return { ok: false, problem: { field: "dates", reason: "a return date is required" } };
  if (returnDate !== null && dayNumber(returnDate) < dayNumber(departure)) {
    return { ok: false, problem: { field: "dates", reason: "return is before departure" } };
  }
  if (search.officeId !== null && !DEMO_OFFICES.some((office) => office.code === search.officeId)) {
    return { ok: false, problem: { field: "officeId", reason: `unknown office "${search.officeId}"` } };
  }
  if (!(FLIGHT_SERVICE_CLASS_FILTERS as readonly string[]).includes(filters.serviceClass)) {
    return { ok: false, problem: { field: "serviceClass", reason: `unknown service class "${filters.serviceClass}"` } };
  }
  const priceCurrency = filters.priceRange.currency;
  if (priceCurrency !== null && !isDemoCurrency(priceCurrency)) {
    return { ok: false, problem: { field: "priceRange.currency", reason: `unknown currency "${priceCurrency}"` } };
  }
  const { minimum, maximum } = filters.priceRange;
  if (minimum !== null && maximum !== null && minimum > maximum) {
    return { ok: false, problem: { field: "priceRange.minimum", reason: "is above priceRange.maximum" } };
  }
  if (
    filters.airports[1].departure.length + filters.airports[1].stop.length + filters.airports[1].arrival.length > 0 &&
    returnDate === null
  ) {
    return { ok: false, problem: { field: "airports.1", reason: "a one-way search has no return leg" } };
  }
  return {
    ok: true,
    value: {
      state,
      origin,
      destination,
      query: {
        originAirports,
        destinationAirports,
        dates: returnDate === null ? [departure] : [departure, returnDate],
        cabin: search.cabin,
        today,
      },
    },
  };
};

// Replies are built once per search and kept by identity, so core's per-object fact caches stay warm across
// filter clicks (spec budget: filters on 10,000 solutions).
const solutionCache = new WeakMap<DemoContext, Map<string, readonly ApiFlightSolution[]>>();

const apiSolutions = (
  demo: DemoContext,
  search: ResolvedFlightSearch,
  context: FlightReplyContext,
): readonly ApiFlightSolution[] => {
  let cache = solutionCache.get(demo);
  if (cache === undefined) {
    cache = new Map();
    solutionCache.set(demo, cache);
  }
  const key = JSON.stringify([search.query, context]);
  const found = cache.get(key);
  if (found !== undefined) return found;
  const built = demo.inventory.flights(search.query).map((solution) => flightSolutionJson(solution, context));
  if (cache.size >= 100) cache.delete(cache.keys().next().value ?? "");
  cache.set(key, built);
  return built;
};

// A flexible search's solutions, every date pair's in one array, kept by identity as `apiSolutions` keeps a pair's:
// a filter click on a flexible page reuses core's caches instead of indexing some 2,000 solutions again.
const unionCache = new WeakMap<DemoContext, Map<string, readonly ApiFlightSolution[]>>();

const pairSolutions = (
  demo: DemoContext,
  search: ResolvedFlightSearch,
  context: FlightReplyContext,
  pairs: readonly (readonly [string, string | null])[],
): readonly ApiFlightSolution[] => {
  if (pairs.length === 1) return apiSolutions(demo, search, context);
  let cache = unionCache.get(demo);
  if (cache === undefined) {
    cache = new Map();
    unionCache.set(demo, cache);
  }
  const key = JSON.stringify([pairs, search.query, context]);
  const found = cache.get(key);
  if (found !== undefined) return found;
  const built = pairs.flatMap(([out, back]) =>
    apiSolutions(demo, { ...search, query: { ...search.query, dates: back === null ? [out] : [out, back] } }, context),
  );
  if (cache.size >= 20) cache.delete(cache.keys().next().value ?? "");
  cache.set(key, built);
  return built;
};

/**
 * The reply's `filters`: the panel options in core's reply shape (`flightFilterOptionsToReply`), booking classes
 * only for B2B agents (spec 002 §6), plus the page, the sort, the dates and what is selected.
 */
const filterReply = (
  options: FlightPanelOptions,
  search: ResolvedFlightSearch,
  page: { currentPage: number; countPages: number },
  b2b: boolean,
): FlightSearchFilterOptions => {
  const { bookingClasses, ...panel } = flightFilterOptionsToReply(options);
  const { filters } = search.state;
  return {
    ...panel,
    ...(b2b ? { bookingClasses } : {}),
    dates: [...search.query.dates],
    pagination: page,
    sorting: filters.sorting,
    selected: {
      airline: [...filters.airlines],
      baggage: filters.baggage,
      segmentsTypes: filters.segmentsTypes,
      serviceClass: filters.serviceClass,
      bookingClass: [...filters.bookingClasses],
      ...(filters.priceRange.minimum === null && filters.priceRange.maximum === null
        ? {}
        : {
            priceRange: {
              minimum: minorToDecimal(filters.priceRange.minimum ?? 0),
              maximum: minorToDecimal(filters.priceRange.maximum ?? Number.MAX_SAFE_INTEGER),
            },
          }),
    },
  };
};

const readUrl = async (c: Context<DemoEnv>) => {
  const decoded = await readJsonBody(c, FlightSearchRequest);
  if (Result.isFailure(decoded)) return { ok: false as const, response: badRequest(c, decoded.failure) };
  return { ok: true as const, url: decoded.success.url };
};

const replyContext = (c: Context<DemoEnv>, search: ResolvedFlightSearch): FlightReplyContext => {
  const currency = search.state.filters.priceRange.currency ?? demoCurrency(c);
  return {
    currency,
    alternativeCurrency: demoAlternativeCurrency(currency),
    language: demoLanguage(c),
    passengers: search.state.search.passengers,
    b2b: c.get("user")?.portalType === "B2B",
    carrierNames: savedAirlineNames(c.get("demo").db),
    carrierLogos: savedAirlineLogos(c.get("demo").db),
  };
};

/** Fare rules and restrictions of a carrier's fare family (spec 002 §3 More info). */
const fareRules = (carrier: string, family: string) => {
  const name = FLIGHT_FARE_FAMILIES.find((item) => item.code === family)?.name ?? family;
  const refundable = family === "F" || family === "B" || family === "P";
  const changeFee = family === "L" ? "USD 150" : family === "S" ? "USD 75" : "sin cargo";
  return {
    name,
    restrictions: [
      {
        ageType: "NMO.GBL.AGT.ADT",
        text: `Tarifa ${name}: ${refundable ? "reembolsable con penalidad" : "no reembolsable"}.`,
      },
      { ageType: "NMO.GBL.AGT.ADT", text: "Estadía mínima: sin restricción. Estadía máxima: 12 meses." },
      { ageType: "NMO.GBL.AGT.CHD", text: "Menores de 2 a 11 años: 75% de la tarifa de adulto." },
      { ageType: "NMO.GBL.AGT.INF", text: "Infantes sin asiento: 10% de la tarifa de adulto." },
    ],
    rules: [
      {
        category: { description: "Cambios" },
        text: `Cambios permitidos antes de la salida: ${changeFee} más diferencia tarifaria.`,
      },
      {
        category: { description: "Cancelaciones" },
        text: refundable
          ? "Reembolsable antes de la salida con penalidad de USD 200."
          : "No reembolsable. Las tasas se reintegran.",
      },
      { category: { description: "No show" }, text: "En caso de no presentarse, se pierde el total del boleto." },
      {
        category: { description: "Equipaje" },
        text: `Según la tarifa ${name} de ${carrierOf(carrier)?.name ?? carrier}.`,
      },
    ],
  };
};

/**
 * Flight search side of the demo API (spec 002 §7): search with filters, sort, pages and options; the flexible
 * dates calendar; fare rules; configuration and office ids.
 */
export const flightRoutes = new Hono<DemoEnv>()
  .post("/api/v1/flights/search", async (c) => {
    const body = await readUrl(c);
    if (!body.ok) return body.response;
    const demo = c.get("demo");
    const resolved = resolveFlightSearch(demo.inventory, body.url, demoToday(c));
    if (!resolved.ok) return demoBadRequest(c, resolved.problem.field, resolved.problem.reason);
    if (scenarioActive(c, "search-fail"))
      return c.json({ done: false, error: "Fallo al recuperar los resultados" }, 500);
    const search = resolved.value;
    const context = replyContext(c, search);
    // A flexible search answers every date pair of its window (core's flightSearchDatePairs), a fixed one its own.
    const pairs = flightSearchDatePairs(search.state.search, demoToday(c) as CalendarDate);
    const all = scenarioActive(c, "search-empty") ? [] : pairSolutions(demo, search, context, pairs);
    const { filters, search: flightSearch } = search.state;
    // The path's connections option ({stops}) and the stops filter narrow together.
    const stops = filters.stops.length > 0 ? filters.stops : flightSearch.stops;
    const page = flightResultsPage(all, { ...filters, stops }, FLIGHT_SOLUTIONS_PER_PAGE);
    return c.json({
      done: true,
      flights: {
        solutions: page.items,
        filters: filterReply(
          page.options,
          search,
          { currentPage: page.currentPage, countPages: page.countPages },
          context.b2b,
        ),
        searchDestinationId: search.destination.code,
      },
      xTotalCount: page.totalItems,
      xPendingResults: "false",
      ttl: scenarioActive(c, "session-ttl") ? 5 : 1800,
    });
  })
  .post("/api/v1/flights/calendar", async (c) => {
    const body = await readUrl(c);
    if (!body.ok) return body.response;
    const demo = c.get("demo");
    const today = demoToday(c);
    const resolved = resolveFlightSearch(demo.inventory, body.url, today);
    if (!resolved.ok) return demoBadRequest(c, resolved.problem.field, resolved.problem.reason);
    if (scenarioActive(c, "calendar-fail"))
      return c.json({ done: false, error: "Fallo al recuperar el calendario" }, 500);
    const search = resolved.value;
    const context = replyContext(c, search);
    const [departure = today, returnDate] = search.query.dates;
    const days: { departureDate: string; returnDate?: string; price?: { amount: number; currency: string } }[] = [];
    for (let out = -FLIGHT_CALENDAR_WINDOW; out <= FLIGHT_CALENDAR_WINDOW; out++) {
      const outDate = addDays(departure, out);
      const backs =
        returnDate === undefined
          ? [undefined]
          : Array.from({ length: FLIGHT_CALENDAR_WINDOW * 2 + 1 }, (_, index) =>
              addDays(returnDate, index - FLIGHT_CALENDAR_WINDOW),
            );
      for (const back of backs) {
        const cell: (typeof days)[number] = {
          departureDate: outDate,
          ...(back === undefined ? {} : { returnDate: back }),
        };
        if (dayNumber(outDate) >= dayNumber(today) && (back === undefined || dayNumber(back) >= dayNumber(outDate))) {
          const solutions = apiSolutions(
            demo,
            { ...search, query: { ...search.query, dates: back === undefined ? [outDate] : [outDate, back] } },
            context,
          );
          const cheapest = sortFlightSolutions(solutions, "PRICE:ASC")[0];
          const gross = cheapest?.prices.totalPrices.find((price) => price.host === true);
          if (gross !== undefined) cell.price = { amount: gross.amount, currency: gross.currency };
        }
        days.push(cell);
      }
    }
    return c.json({ done: true, flights: days });
  })
  .get("/api/v1/flights/rules/:ids", (c) => {
    const ids = c.req.param("ids").split(",");
    if (ids.length > 10) return demoBadRequest(c, "tripProductIds", "at most 10 ids");
    const flight = [];
    for (const [index, id] of ids.entries()) {
      const parts = parseFlightOptionId(id);
      if (parts === undefined) return demoBadRequest(c, `tripProductIds.${index}`, `not a flight id: "${id}"`);
      const carrier = carrierOf(parts.carrier);
      if (carrier === undefined)
        return demoBadRequest(c, `tripProductIds.${index}`, `unknown carrier ${parts.carrier}`);
      const rules = fareRules(parts.carrier, parts.family);
      flight.push({
        tripProductId: id,
        fareTypes: [{ name: rules.name }],
        lastTicketDate: addDays(demoToday(c), 3),
        validatingCarriers: [
          { name: savedAirlineNames(c.get("demo").db)[carrier.code] ?? carrier.name, code: carrier.code },
        ],
        baseUnitRates: [{ FareBasis: `${parts.family}${carrier.code}${parts.date.replaceAll("-", "").slice(2)}` }],
        availability: [
          { bookingClass: parts.family === "B" ? "J" : parts.family === "P" ? "F" : "Y", seats: 1 + (id.length % 9) },
        ],
        restrictions: rules.restrictions,
        rules: rules.rules,
      });
    }
    return c.json({ done: true, rules: { details: { flight } } });
  })
  .get("/api/configuration/flights/params", (c) =>
    c.json({
      error: false,
      config: {
        allowSupplierSelection: c.get("user")?.portalType === "B2B",
        calendarMonths: 13,
        maxAdults: 9,
        maxChildren: 4,
        cabins: ["ALL", "ECO", "BSN", "FST"],
        defaultSort: "PRICE:ASC",
        solutionsPerPage: FLIGHT_SOLUTIONS_PER_PAGE,
        showSegmentsTypesFilter: true,
        defaultCabin: "ALL",
        carriers: CARRIERS.filter((carrier) => carrier.hubs.length > 0).map((carrier) => ({
          code: carrier.code,
          name: savedAirlineNames(c.get("demo").db)[carrier.code] ?? carrier.name,
        })),
      },
    }),
  )
  .get("/api/utils/flights/getOfficeIds", (c) => c.json({ done: true, results: DEMO_OFFICES }))
  .post("/search/flight", async (c) => {
    const form = await demoFormEntries(c);
    if (Result.isFailure(form)) return badRequest(c, form.failure);
    const entries = form.success;
    const parsed = parseFlightSearchForm(entries);
    if (Result.isFailure(parsed)) return demoBadRequest(c, parsed.failure.field, parsed.failure.reason);
    const next = buildFlightResultsUrl(parsed.success);
    // The same checks as the search itself, named by the form's fields.
    const checked = resolveFlightSearch(c.get("demo").inventory, next, demoToday(c));
    if (!checked.ok) {
      const field = FORM_FIELDS[checked.problem.field.split(".")[0] ?? ""] ?? checked.problem.field;
      return demoBadRequest(c, field, checked.problem.reason);
    }
    return demoAnswerNext(c, next);
  });
