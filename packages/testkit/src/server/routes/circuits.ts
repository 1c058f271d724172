import {
  buildCircuitSearchUrl,
  CIRCUIT_PARTY_LIMITS,
  CircuitSearchRequest,
  type CircuitSummary,
  circuitCodeKey,
  parseCircuitMonth,
  parseCircuitResultsUrl,
  ROUTES,
  translateCircuit,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { demoBadRequest, demoCurrency, demoLanguage, demoNotFound, demoToday } from "../../internal/demoRequest.js";
import { badRequest, readJsonBody } from "../../internal/requestBody.js";
import {
  type InventoryCircuit,
  inventoryCircuitDepartures,
  inventoryCircuitRooms,
  inventoryCircuits,
  inventoryCircuitTexts,
} from "../../inventory/circuits.js";
import { demoConvertMinor } from "../../inventory/money.js";
import { PLACE_COUNTRIES, placeCity } from "../../inventory/places.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";

/** How many months ahead the demo sells departures: this month and the next eleven (core's box offers as many). */
const MONTHS_AHEAD = 12;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** Why a month cannot be searched (not YYYY-MM, past, or further than the demo sells), or null. */
const badMonth = (c: Context<DemoEnv>, month: string): string | null => {
  if (Result.isFailure(parseCircuitMonth(month))) return "expected YYYY-MM";
  const ahead = monthIndex(month) - monthIndex(demoToday(c).slice(0, 7));
  return ahead < 0 || ahead >= MONTHS_AHEAD ? `expected this month or one of the next ${MONTHS_AHEAD - 1}` : null;
};

const departuresOf = (c: Context<DemoEnv>, circuit: InventoryCircuit, month: string, currency: string) =>
  inventoryCircuitDepartures(c.get("demo").inventory.seed, circuit, month, demoToday(c)).map((departure) => ({
    ...departure,
    priceMinor: demoConvertMinor(departure.priceMinor, currency),
  }));

const summaryOf = (
  c: Context<DemoEnv>,
  circuit: InventoryCircuit,
  month: string,
  travellers: number,
  currency: string,
): CircuitSummary | null => {
  const departures = departuresOf(c, circuit, month, currency);
  if (departures.length === 0) return null;
  const language = demoLanguage(c);
  const open = departures.filter((departure) => departure.seatsLeft >= travellers);
  const texts = inventoryCircuitTexts(circuit, language);
  const countries = [...new Set(circuit.stops.map((stop) => stop.city.country))];
  return {
    id: circuit.id,
    name: circuit.name[language],
    days: circuit.days,
    countries: countries.map((code) => ({ code, name: PLACE_COUNTRIES[code]?.[language] ?? code })),
    cities: texts.cities,
    priceFrom: {
      minor: Math.min(...(open.length > 0 ? open : departures).map((departure) => departure.priceMinor)),
      currency,
    },
    departuresAvailable: open.length,
    image: "",
    summary: texts.summary,
  };
};

/**
 * The circuit calls of the demo API (core defines them; the specs show none): `POST /api/v1/circuits/search {url}`
 * answers every circuit of the region, or through the destination, that departs in the month (filters, sort and
 * pages are core's, in the portal); `GET /api/v1/circuits/detail/{id}?month&travellers` the circuit with its
 * itinerary, the month's departures, room types and inclusions. Prices in the session's currency. Scenarios:
 * `search-empty`, `search-fail`, `detail-fail`.
 */
export const circuitRoutes = new Hono<DemoEnv>()
  .post("/api/v1/circuits/search", async (c) => {
    const body = await readJsonBody(c, CircuitSearchRequest);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const parsed = parseCircuitResultsUrl(body.success.url);
    if (Result.isFailure(parsed)) {
      if (parsed.failure.field === "path") return demoBadRequest(c, "url", `expected ${ROUTES.circuitResults}`);
      return demoBadRequest(c, parsed.failure.field, parsed.failure.reason);
    }
    const { search } = parsed.success;
    if (body.success.url !== buildCircuitSearchUrl(search))
      return demoBadRequest(c, "url", "filters, sort and page are the portal's: send the search path alone");
    const monthProblem = badMonth(c, search.month);
    if (monthProblem !== null) return demoBadRequest(c, "month", monthProblem);
    const language = demoLanguage(c);
    let areaName: string;
    if (search.area._tag === "destination") {
      const city = placeCity(search.area.code);
      if (city === undefined) return demoBadRequest(c, "area", `unknown destination "${search.area.code}"`);
      areaName = city.name[language];
    } else areaName = translateCircuit(language, circuitCodeKey("region", search.area.region));
    if (scenarioActive(c, "search-fail"))
      return c.json({ done: false, error: "Fallo al recuperar los resultados" }, 500);
    const area = search.area;
    const currency = demoCurrency(c);
    const circuits = scenarioActive(c, "search-empty")
      ? []
      : inventoryCircuits(c.get("demo").inventory.seed)
          .filter((circuit) =>
            area._tag === "region"
              ? circuit.region === area.region
              : circuit.stops.some((stop) => stop.city.code === area.code),
          )
          .map((circuit) => summaryOf(c, circuit, search.month, search.travellers, currency))
          .filter((circuit): circuit is CircuitSummary => circuit !== null);
    return c.json({
      done: true,
      circuits,
      area: { code: buildCircuitSearchUrl(search).split("/")[3], name: areaName },
    });
  })
  .get("/api/v1/circuits/detail/:id", (c) => {
    if (scenarioActive(c, "detail-fail"))
      return c.json(
        { done: false, error: "Lo sentimos. Tu solicitud no se ha podido completar en este momento." },
        500,
      );
    const month = c.req.query("month") ?? "";
    const monthProblem = badMonth(c, month);
    if (monthProblem !== null) return demoBadRequest(c, "month", monthProblem);
    const travellers = Number(c.req.query("travellers") ?? "");
    const { min, max } = CIRCUIT_PARTY_LIMITS.travellers;
    if (!Number.isInteger(travellers) || travellers < min || travellers > max)
      return demoBadRequest(c, "travellers", `expected ${min} to ${max}`);
    const id = c.req.param("id");
    const circuit = inventoryCircuits(c.get("demo").inventory.seed).find((entry) => entry.id === id);
    if (circuit === undefined) return demoNotFound(c, "id", `unknown circuit "${id}"`);
    const currency = demoCurrency(c);
    const language = demoLanguage(c);
    const texts = inventoryCircuitTexts(circuit, language);
    const summary = summaryOf(c, circuit, month, travellers, currency);
    if (summary === null) return demoNotFound(c, "month", `circuit "${id}" has no departure left in ${month}`);
    return c.json({
      done: true,
      circuit: {
        ...summary,
        description: texts.summary,
        itinerary: texts.itinerary,
        departures: departuresOf(c, circuit, month, currency),
        rooms: inventoryCircuitRooms(circuit).map((room) => ({
          ...room,
          supplementMinor: Math.sign(room.supplementMinor) * demoConvertMinor(Math.abs(room.supplementMinor), currency),
        })),
        included: texts.included,
        notIncluded: texts.notIncluded,
        currency,
      },
    });
  });
