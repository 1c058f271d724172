import { fc, test } from "@fast-check/vitest";
import {
  buildFlightSearchUrl,
  decodeWith,
  FlightCalendarReply,
  FlightRulesReply,
  type FlightSearch,
  type FlightSearchFilters,
  FlightSearchReply,
  flightDateGrid,
  flightSearchFiltersDefault,
  parseCalendarDate,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { addDays } from "../../inventory/days.js";
import { createDemoApi } from "../app.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const json = { "content-type": "application/json" };

const date = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (Result.isFailure(parsed)) throw new Error(text);
  return parsed.success;
};

const search = (
  origins: string[],
  to: string,
  departure: string,
  back: string | null,
  extra: Partial<FlightSearch> = {},
): FlightSearch => ({
  origins,
  originIds: origins,
  toCityName: to,
  toCityId: to,
  departure: date(departure),
  returnDate: back === null ? null : date(back),
  flexibleDates: false,
  oneWay: back === null,
  passengers: { adults: 2, children: 0, ages: [] },
  cabin: "ALL",
  stops: [],
  officeId: null,
  ...extra,
});

const url = (flightSearch: FlightSearch, filters: Partial<FlightSearchFilters> = {}) =>
  buildFlightSearchUrl({ search: flightSearch, filters: { ...flightSearchFiltersDefault, ...filters } });

const post = async (app: ReturnType<typeof createDemoApi>, path: string, body: unknown) => {
  const reply = await app.request(path, { method: "POST", headers: json, body: JSON.stringify(body) });
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
};

const decodeSearch = decodeWith(FlightSearchReply);

describe("POST /api/v1/flights/search", () => {
  const app = createDemoApi({ now: () => NOW, seed: 5 });

  it("answers a busy route with many solutions, decoding with core's reply schema", async () => {
    const { status, body } = await post(app, "/api/v1/flights/search", {
      url: url(search(["BUE"], "MIA", "2027-03-01", "2027-03-10")),
    });
    expect(status).toBe(200);
    const decoded = decodeSearch(body);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    expect(decoded.success.xTotalCount).toBeGreaterThan(20);
    expect(decoded.success.flights?.solutions.length).toBe(10);
    const filters = decoded.success.flights?.filters;
    expect(filters?.stops).toHaveLength(3);
    expect(filters?.airlines?.length).toBeGreaterThan(3);
  });

  it("answers the busy pair, São Paulo – New York, with exactly 10,000 solutions, paged and filtered for real", async () => {
    const busy = search(["SAO"], "NYC", "2027-03-01", "2027-03-10");
    const first = await post(app, "/api/v1/flights/search", { url: url(busy) });
    const decoded = decodeSearch(first.body);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    expect(decoded.success.xTotalCount).toBe(10_000);
    expect(decoded.success.flights?.filters?.pagination).toEqual({ currentPage: 1, countPages: 1000 });
    const last = await post(app, "/api/v1/flights/search", {
      url: url(busy, { pagination: { currentPage: 1000 }, sorting: "DURATION:ASC" }),
    });
    const lastPage = decodeSearch(last.body);
    if (Result.isFailure(lastPage)) throw new Error(lastPage.failure.message);
    expect(lastPage.success.flights?.solutions).toHaveLength(10);
    const direct = await post(app, "/api/v1/flights/search", { url: url(busy, { stops: [0] }) });
    expect(Number(direct.body.xTotalCount)).toBeLessThan(10_000);
    const ids = new Set<string>();
    for (const page of [1, 2, 3]) {
      const reply = await post(app, "/api/v1/flights/search", {
        url: url(busy, { pagination: { currentPage: page } }),
      });
      const read = decodeSearch(reply.body);
      if (Result.isFailure(read)) throw new Error(read.failure.message);
      for (const solution of read.success.flights?.solutions ?? [])
        ids.add(solution.trips.map((trip) => trip.flights.map((flight) => flight.tripProductId).join(",")).join("|"));
    }
    expect(ids.size).toBe(30);
  });

  it("is deterministic for a seed and differs for another seed", async () => {
    const request = { url: url(search(["MAD"], "BUE", "2027-04-02", "2027-04-20")) };
    const first = await post(app, "/api/v1/flights/search", request);
    const again = await post(createDemoApi({ now: () => NOW, seed: 5 }), "/api/v1/flights/search", request);
    const other = await post(createDemoApi({ now: () => NOW, seed: 6 }), "/api/v1/flights/search", request);
    expect(again.body).toEqual(first.body);
    expect(other.body).not.toEqual(first.body);
  });

  it("has train legs, airport changes and night flights somewhere in the world", async () => {
    const trains = await post(app, "/api/v1/flights/search", {
      url: url(search(["SAO"], "CGN", "2027-05-05", null), { segmentsTypes: "Train" }),
    });
    const text = JSON.stringify(trains.body);
    expect(text).toContain('"segmentType":"Train"');
    const change = await post(app, "/api/v1/flights/search", { url: url(search(["USH"], "NYC", "2027-05-05", null)) });
    expect(JSON.stringify(change.body)).toContain('"changeAirport":true');
    expect(JSON.stringify(change.body)).toContain('"nocturnalFlight":true');
  });

  const arbFilters = fc.record({
    route: fc.constantFrom(
      ["BUE", "MIA"],
      ["MAD", "BUE"],
      ["SAO", "LIS"],
      ["COR", "CUN"],
      ["NYC", "PAR"],
      ["SCL", "LIM"],
    ),
    start: fc.integer({ min: 2, max: 300 }),
    length: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    stops: fc.subarray([0, 1, 2] as const),
    baggage: fc.constantFrom("ALL" as const, "WFBA" as const, "NB" as const),
    cabin: fc.constantFrom("ALL" as const, "ECO" as const, "BSN" as const),
    sorting: fc.constantFrom("PRICE:ASC" as const, "DURATION:ASC" as const, "RELEVANCY:DESC" as const),
    page: fc.integer({ min: 1, max: 3 }),
    airline: fc.option(fc.constantFrom("AR", "LA", "IB", "AA", "CM", "AF"), { nil: null }),
  });

  test.prop([arbFilters], { numRuns: 40 })(
    "every solution satisfies the filters asked for",
    async (input) => {
      const [from = "BUE", to = "MIA"] = input.route;
      const departure = addDays("2026-11-21", input.start);
      const flightSearch = search(
        [from],
        to,
        departure,
        input.length === null ? null : addDays(departure, input.length),
        { cabin: input.cabin },
      );
      const { status, body } = await post(app, "/api/v1/flights/search", {
        url: url(flightSearch, {
          stops: input.stops,
          baggage: input.baggage,
          sorting: input.sorting,
          pagination: { currentPage: input.page },
          airlines: input.airline === null ? [] : [input.airline],
        }),
      });
      expect(status).toBe(200);
      const decoded = decodeSearch(body);
      if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
      const solutions = decoded.success.flights?.solutions ?? [];
      const prices: number[] = [];
      for (const solution of solutions) {
        expect(solution.trips).toHaveLength(input.length === null ? 1 : 2);
        if (input.airline !== null) expect(solution.summary.validatingCarrier[0]?.code).toBe(input.airline);
        if (input.baggage !== "ALL") expect(solution.processedBaggageInfo?.hasBaggage).toBe(input.baggage === "WFBA");
        for (const trip of solution.trips) {
          expect(trip.flights.length).toBeGreaterThan(0);
          for (const flight of trip.flights) {
            if (input.stops.length > 0) expect(input.stops).toContain(Math.min(2, flight.summary.segmentsCount - 1));
            const code = flight.summary.serviceClasses?.[0]?.code;
            if (input.cabin !== "ALL") expect(code).toBe(`NMO.GBL.SCL.${input.cabin}`);
          }
        }
        prices.push(solution.prices.totalPrices.find((price) => price.host === true)?.amount ?? 0);
      }
      if (input.sorting === "PRICE:ASC") expect(prices).toEqual([...prices].sort((a, b) => a - b));
    },
    120_000,
  );

  test.prop([fc.oneof(fc.string(), fc.anything())], { numRuns: 300 })(
    "junk is a 400 naming the field",
    async (junk) => {
      const reply = await app.request("/api/v1/flights/search", {
        method: "POST",
        headers: json,
        body: typeof junk === "string" && junk.startsWith("[") ? junk : JSON.stringify({ url: junk }),
      });
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { error: string }).error).toMatch(/^[\w.[\]-]+: /);
    },
  );

  it.each([
    ["unknown origin", "/flight/results/XXX/1-0/XXX/Miami/MIA/2027-03-01/0/1/ALL/-/-", /^destinationIds: /],
    ["unknown destination", "/flight/results/BUE/1-0/BUE/Nada/QQQ/2027-03-01/0/1/ALL/-/-", /^toCityId: /],
    ["past date", "/flight/results/BUE/1-0/BUE/Miami/MIA/2020-03-01/0/1/ALL/-/-", /^dates: /],
    ["missing return", "/flight/results/BUE/1-0/BUE/Miami/MIA/2027-03-01/0/0/ALL/-/-", /^dates: /],
    ["too many infants", "/flight/results/BUE/1-2:0-1/BUE/Miami/MIA/2027-03-01/0/1/ALL/-/-", /^passengers\.ages: /],
    ["bad cabin", "/flight/results/BUE/1-0/BUE/Miami/MIA/2027-03-01/0/1/XXX/-/-", /^cabin: /],
    ["bad office", "/flight/results/BUE/1-0/BUE/Miami/MIA/2027-03-01/0/1/ALL/-/NOPE", /^officeId: /],
    ["bad sort", "/flight/results/BUE/1-0/BUE/Miami/MIA/2027-03-01/0/1/ALL/-/-?sorting=CHEAP", /^sorting: /],
  ])("answers 400 for %s", async (_, path, error) => {
    const { status, body } = await post(app, "/api/v1/flights/search", { url: path });
    expect(status).toBe(400);
    expect(body.error).toMatch(error);
  });
});

describe("calendar, rules and configuration", () => {
  const app = createDemoApi({ now: () => NOW, seed: 5 });

  it("gives the lowest price per date pair around the searched dates", async () => {
    const { status, body } = await post(app, "/api/v1/flights/calendar", {
      url: url(search(["BUE"], "RIO", "2027-02-10", "2027-02-17")),
    });
    expect(status).toBe(200);
    const decoded = decodeWith(FlightCalendarReply)(body);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    expect(decoded.success.flights).toHaveLength(49);
    expect(decoded.success.flights?.filter((day) => day.price !== undefined).length).toBeGreaterThan(40);
  });

  it("answers ±3 days around the searched dates, a grid core reads with every searched pair priced", async () => {
    const roundTrip = search(["BUE"], "MIA", "2027-03-10", "2027-03-17", { flexibleDates: true });
    const round = await post(app, "/api/v1/flights/calendar", { url: url(roundTrip) });
    const decoded = decodeWith(FlightCalendarReply)(round.body);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    const days = decoded.success.flights ?? [];
    const departures = [...new Set(days.map((day) => day.departureDate))].sort();
    const returns = [...new Set(days.map((day) => day.returnDate))].sort();
    expect(departures).toEqual([
      "2027-03-07",
      "2027-03-08",
      "2027-03-09",
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
      "2027-03-13",
    ]);
    expect(returns).toEqual([
      "2027-03-14",
      "2027-03-15",
      "2027-03-16",
      "2027-03-17",
      "2027-03-18",
      "2027-03-19",
      "2027-03-20",
    ]);
    const grid = flightDateGrid(roundTrip, days);
    expect(grid.rows[3]?.cells[3]).toMatchObject({
      searched: true,
      price: expect.objectContaining({ currency: expect.any(String) }),
    });
    expect(grid.cheapest).not.toBeNull();

    const oneWay = search(["BUE"], "MIA", "2027-03-10", null, { flexibleDates: true });
    const single = await post(app, "/api/v1/flights/calendar", { url: url(oneWay) });
    const decodedOneWay = decodeWith(FlightCalendarReply)(single.body);
    if (Result.isFailure(decodedOneWay)) throw new Error(decodedOneWay.failure.message);
    expect(decodedOneWay.success.flights?.map((day) => [day.departureDate, day.returnDate])).toEqual(
      ["2027-03-07", "2027-03-08", "2027-03-09", "2027-03-10", "2027-03-11", "2027-03-12", "2027-03-13"].map((day) => [
        day,
        undefined,
      ]),
    );
    const row = flightDateGrid(oneWay, decodedOneWay.success.flights ?? []).rows[0]?.cells ?? [];
    expect(row.filter((cell) => cell.price !== null).length).toBeGreaterThan(4);
  });

  it("answers the fare rules of flights from a search, and 400 for a bad id", async () => {
    const { body } = await post(app, "/api/v1/flights/search", {
      url: url(search(["BUE"], "MIA", "2027-03-01", "2027-03-10")),
    });
    const solution = (body.flights as { solutions: { trips: { flights: { tripProductId: string }[] }[] }[] })
      .solutions[0];
    const ids = solution?.trips.map((trip) => trip.flights[0]?.tripProductId).join(",");
    const reply = await app.request(`/api/v1/flights/rules/${ids}`);
    expect(reply.status).toBe(200);
    const decoded = decodeWith(FlightRulesReply)(await reply.json());
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    expect(decoded.success.rules?.details.flight).toHaveLength(2);
    expect((await app.request("/api/v1/flights/rules/garbage")).status).toBe(400);
  });

  it("answers configuration and office ids", async () => {
    expect(((await (await app.request("/api/configuration/flights/params")).json()) as { error: boolean }).error).toBe(
      false,
    );
    const offices = (await (await app.request("/api/utils/flights/getOfficeIds")).json()) as { results: unknown[] };
    expect(offices.results.length).toBeGreaterThan(0);
  });
});

describe("POST /api/v1/flights/search with flexible dates", () => {
  const app = createDemoApi({ now: () => NOW, seed: 5 });
  const departures = async (flightSearch: FlightSearch) => {
    const reply = await post(app, "/api/v1/flights/search", { url: url(flightSearch) });
    const decoded = decodeSearch(reply.body);
    if (Result.isFailure(decoded)) throw new Error(decoded.failure.message);
    const total = decoded.success.xTotalCount ?? 0;
    const days = new Set<string>();
    // Every page, to read each solution's outbound day (the first segment's `YYYYMMDD`).
    for (let page = 1; page <= Math.ceil(total / 10); page++) {
      const next = await post(app, "/api/v1/flights/search", {
        url: url(flightSearch, { pagination: { currentPage: page } }),
      });
      const read = decodeSearch(next.body);
      if (Result.isFailure(read)) throw new Error(read.failure.message);
      for (const solution of read.success.flights?.solutions ?? []) {
        days.add(String(solution.trips[0]?.flights[0]?.summary.departure.dateTime).slice(0, 8));
      }
    }
    return { total, days };
  };

  it("answers the flights of every day within 3 days of the searched ones, not the searched day only", async () => {
    const fixed = await departures(search(["BUE"], "MIA", "2026-12-22", null));
    const flexible = await departures(search(["BUE"], "MIA", "2026-12-22", null, { flexibleDates: true }));
    expect([...fixed.days]).toEqual(["20261222"]);
    expect([...flexible.days].sort()).toEqual([
      "20261219",
      "20261220",
      "20261221",
      "20261222",
      "20261223",
      "20261224",
      "20261225",
    ]);
    expect(flexible.total).toBeGreaterThan(fixed.total);
  });
});
