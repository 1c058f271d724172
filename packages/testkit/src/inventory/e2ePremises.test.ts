import {
  buildFlightSearchUrl,
  decodeWith,
  type FlightSearch,
  type FlightSearchFilters,
  FlightSearchReply,
  flightSearchFiltersDefault,
  parseCalendarDate,
  parseClockTime,
} from "@travesia/core";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { createDemoApi } from "../server/app.js";
import { addDays } from "./days.js";

/*
 * The end-to-end flight journeys (e2e/flight-results.spec.ts) search Buenos Aires – Miami on day 8 of next month, back
 * on day 15, whatever today is. Every premise they rest on is checked here for every departure day of a year (every weekday of every month), so
 * that no browser test holds on one day's inventory: the test that did (its 06:00–12:00 window was empty on most days
 * and not on 2027-01-08) failed the whole suite on the days it met.
 */

const FIRST_DAY = "2026-12-01";
const DAYS = 366;
/** How many solutions the demo's flight search puts on a page (its routes/flights.ts). */
const SOLUTIONS_PER_PAGE = 10;

const calendarDate = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (Result.isFailure(parsed)) throw new Error(`not a date: ${text}`);
  return parsed.success;
};
const clockTime = (text: string) => {
  const parsed = parseClockTime(text);
  if (Result.isFailure(parsed)) throw new Error(`not a time: ${text}`);
  return parsed.success;
};

const buenosAiresMiami = (departure: string): FlightSearch => ({
  origins: ["BUE"],
  originIds: ["BUE"],
  toCityName: "MIA",
  toCityId: "MIA",
  departure: calendarDate(departure),
  returnDate: calendarDate(addDays(departure, 7)),
  flexibleDates: false,
  oneWay: false,
  passengers: { adults: 2, children: 0, ages: [] },
  cabin: "ALL",
  stops: [],
  officeId: null,
});

const decodeSearch = decodeWith(FlightSearchReply);

/** `HH:mm` of a reply's `YYYYMMDDTHHmm`. */
const clockOf = (dateTime: string) => `${dateTime.slice(9, 11)}:${dateTime.slice(11, 13)}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The departure window the e2e test chooses from the cards it reads: from a minute after the earliest outbound
 * departure to a minute before the next one, so that no flight leaves inside it, one leaves before it and one after.
 */
const emptyWindowBetweenFirstDepartures = (times: readonly string[]) => {
  const [first, second] = [...new Set(times)].sort();
  if (first === undefined || second === undefined || minutesOf(second) - minutesOf(first) < 2) return null;
  return { from: timeOf(minutesOf(first) + 1), to: timeOf(minutesOf(second) - 1) };
};

describe("the demo holds what the e2e flight journeys expect, on every departure day", () => {
  let today = new Date(`${FIRST_DAY}T12:00:00Z`);
  const app = createDemoApi({ now: () => today, seed: 1 });

  const search = async (departure: string, filters: Partial<FlightSearchFilters> = {}) => {
    const url = buildFlightSearchUrl({
      search: buenosAiresMiami(departure),
      filters: { ...flightSearchFiltersDefault, ...filters },
    });
    const reply = await app.request("/api/v1/flights/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url }),
    });
    expect(reply.status, `${departure}: status`).toBe(200);
    const decoded = decodeSearch(await reply.json());
    if (Result.isFailure(decoded)) throw new Error(`${departure}: ${decoded.failure.message}`);
    return { total: decoded.success.xTotalCount ?? 0, flights: decoded.success.flights };
  };

  it(`from ${FIRST_DAY}, for ${DAYS} days`, async () => {
    for (let offset = 0; offset < DAYS; offset++) {
      const departure = addDays(FIRST_DAY, offset);
      // The e2e searches next month, so a week or more ahead; prices, not flights, depend on how far ahead.
      today = new Date(`${addDays(departure, -10)}T12:00:00Z`);

      const all = await search(departure);
      const airlines = (all.flights?.filters?.airlines ?? []).map((airline) => airline.code);
      expect(airlines, `${departure}: American Airlines sells the route`).toContain("AA");

      const directWithBaggage = { stops: [0], baggage: "WFBA" } as const;
      const chosen = await search(departure, directWithBaggage);
      expect(chosen.total, `${departure}: direct flights with baggage`).toBeGreaterThan(0);
      expect(chosen.total, `${departure}: they fit on one page, so the cards show them all`).toBeLessThanOrEqual(
        SOLUTIONS_PER_PAGE,
      );
      const outbound = (chosen.flights?.solutions ?? []).flatMap((solution) =>
        (solution.trips[0]?.flights ?? []).map((flight) => clockOf(flight.summary.departure.dateTime)),
      );
      const window = emptyWindowBetweenFirstDepartures(outbound);
      expect(window, `${departure}: two departure times a window can fall between (${outbound})`).not.toBeNull();
      if (window === null) continue;

      const sameDay = { from: clockTime(window.from), to: clockTime(window.to), fromDate: null, toDate: null };
      const emptied = await search(departure, {
        ...directWithBaggage,
        timetable: [
          { ...flightSearchFiltersDefault.timetable[0], departure: sameDay },
          flightSearchFiltersDefault.timetable[1],
        ],
      });
      expect(emptied.total, `${departure}: nothing leaves between ${window.from} and ${window.to}`).toBe(0);

      const dayLonger = { ...sameDay, toDate: calendarDate(addDays(departure, 1)) };
      const widened = await search(departure, {
        ...directWithBaggage,
        timetable: [
          { ...flightSearchFiltersDefault.timetable[0], departure: dayLonger },
          flightSearchFiltersDefault.timetable[1],
        ],
      });
      expect(widened.total, `${departure}: the window a day longer brings flights back`).toBeGreaterThan(0);
      for (const solution of widened.flights?.solutions ?? [])
        for (const flight of solution.trips[0]?.flights ?? [])
          expect(clockOf(flight.summary.departure.dateTime) >= window.from).toBe(true);
    }
  }, 600_000);
});
