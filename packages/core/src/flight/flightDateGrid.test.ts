import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { FlightCalendarDay } from "../api/index.js";
import { addDaysToCalendarDate, type CalendarDate } from "../dates/index.js";
import { money } from "../money/index.js";
import { type FlightSearch, parseFlightResultsUrl } from "../routes/flightResultsUrl.js";
import { parseFlightSearchUrl } from "../routes/flightSearchUrl.js";
import { arbFlightSearch } from "../routes/test/arbitraries.js";
import { FLIGHT_DATE_GRID_DAYS, flightDateGrid } from "./flightDateGrid.js";
import { flightDateGridPresence } from "./flightDateGridPresence.js";

const SEARCH: FlightSearch = {
  origins: ["BUE"],
  originIds: ["1"],
  toCityName: "Miami",
  toCityId: "MIA",
  departure: "2027-03-10" as CalendarDate,
  returnDate: "2027-03-17" as CalendarDate,
  flexibleDates: true,
  oneWay: false,
  passengers: { adults: 1, children: 0, ages: [] },
  cabin: "ALL",
  stops: [],
  officeId: null,
};

/** Calendar days for a search: offsets around its dates, a price in USD or another currency, or none. */
const arbDays = (search: FlightSearch): fc.Arbitrary<FlightCalendarDay[]> =>
  fc
    .array(
      fc.record({
        out: fc.integer({ min: -5, max: 5 }),
        back: fc.integer({ min: -5, max: 5 }),
        amount: fc.option(
          fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100),
          { nil: undefined },
        ),
        currency: fc.constantFrom("USD", "USD", "USD", "ARS"),
      }),
      { maxLength: 80 },
    )
    .map((entries) =>
      entries.map(({ out, back, amount, currency }) => ({
        departureDate: addDaysToCalendarDate(search.departure, out),
        ...(search.returnDate === null ? {} : { returnDate: addDaysToCalendarDate(search.returnDate, back) }),
        ...(amount === undefined ? {} : { price: { amount, currency } }),
      })),
    );

const arbSearchAndDays = arbFlightSearch.chain((search) => arbDays(search).map((days) => ({ search, days })));

describe("flightDateGrid", () => {
  test.prop([arbSearchAndDays], { numRuns: 1000 })(
    "7 × 7 around the search (one way: one row of 7), the searched pair in the middle, every price the lowest of its pair",
    ({ search, days }) => {
      const grid = flightDateGrid(search, days);
      const oneWay = search.oneWay || search.returnDate === null;
      const span = FLIGHT_DATE_GRID_DAYS * 2 + 1;
      expect(grid.oneWay).toBe(oneWay);
      expect(grid.rows).toHaveLength(oneWay ? 1 : span);
      expect(grid.columns).toHaveLength(span);
      expect(grid.columns[FLIGHT_DATE_GRID_DAYS]).toBe(oneWay ? search.departure : search.returnDate);
      const middle = grid.rows[oneWay ? 0 : FLIGHT_DATE_GRID_DAYS]?.cells[FLIGHT_DATE_GRID_DAYS];
      expect(middle?.searched).toBe(true);
      const currency = days.find(
        (day) =>
          day.price !== undefined &&
          grid.rows.some((row) =>
            row.cells.some(
              (cell) => cell.departure === day.departureDate && (oneWay || cell.returnDate === day.returnDate),
            ),
          ),
      )?.price?.currency;
      for (const [r, row] of grid.rows.entries()) {
        expect(row.cells).toHaveLength(span);
        for (const [c, cell] of row.cells.entries()) {
          expect(cell.departure).toBe(oneWay ? grid.columns[c] : row.departure);
          expect(cell.returnDate).toBe(oneWay ? null : grid.columns[c]);
          expect(cell.searched).toBe(r === (oneWay ? 0 : FLIGHT_DATE_GRID_DAYS) && c === FLIGHT_DATE_GRID_DAYS);
          const pair = days.filter(
            (day) =>
              day.price !== undefined &&
              day.departureDate === cell.departure &&
              (oneWay || day.returnDate === cell.returnDate),
          );
          const sameCurrency = pair.filter((day) => day.price?.currency === currency);
          const lowest = Math.min(...sameCurrency.map((day) => Math.round((day.price?.amount ?? 0) * 100)));
          if (cell.returnDate !== null && cell.returnDate < cell.departure) expect(cell.price).toBeNull();
          else if (sameCurrency.length > 0) expect(cell.price).toEqual(money(lowest, currency as string));
          else if (pair.length > 0) expect(cell.price?.currency).not.toBe(currency);
          else expect(cell.price).toBeNull();
          // A priced cell runs the same search on its own dates; a flexible one pins the schedule's days to them.
          if (cell.price === null) expect(cell.url).toBeNull();
          else {
            expect(parseFlightResultsUrl(cell.url ?? "")).toEqual(
              Result.succeed({ ...search, departure: cell.departure, returnDate: cell.returnDate }),
            );
            const read = parseFlightSearchUrl(cell.url ?? "");
            if (Result.isFailure(read)) throw new Error(cell.url ?? "");
            const [outbound, inbound] = read.success.filters.timetable;
            const pinned = (date: CalendarDate | null) =>
              date === null || !search.flexibleDates
                ? { from: null, to: null, fromDate: null, toDate: null }
                : { from: null, to: null, fromDate: date, toDate: date };
            expect(outbound.departure).toEqual(pinned(cell.departure));
            expect(inbound.departure).toEqual(pinned(cell.returnDate));
          }
        }
      }
      const priced = grid.rows
        .flatMap((row) => row.cells)
        .filter((cell) => cell.price !== null && cell.price.currency === currency);
      const marked = grid.rows.flatMap((row) => row.cells).filter((cell) => cell.cheapest);
      expect(marked.length > 0).toBe(priced.length > 0);
      for (const cell of marked) {
        for (const other of priced) expect(cell.price?.minor).toBeLessThanOrEqual(other.price?.minor ?? 0);
      }
      expect(grid.cheapest).toEqual(marked[0]?.price ?? null);
    },
  );

  it("marks every cell at the lowest price, ignores pairs outside the window and unreadable entries", () => {
    const grid = flightDateGrid(SEARCH, [
      { departureDate: "2027-03-10", returnDate: "2027-03-17", price: { amount: 500, currency: "USD" } },
      { departureDate: "2027-03-10", returnDate: "2027-03-17", price: { amount: 450.5, currency: "USD" } },
      { departureDate: "2027-03-09", returnDate: "2027-03-18", price: { amount: 320, currency: "USD" } },
      { departureDate: "2027-03-11", returnDate: "2027-03-16", price: { amount: 320, currency: "USD" } },
      { departureDate: "2027-03-01", returnDate: "2027-03-17", price: { amount: 10, currency: "USD" } },
      { departureDate: "garbage", returnDate: "2027-03-17", price: { amount: 1, currency: "USD" } },
      { departureDate: "2027-03-12", returnDate: "2027-03-17" },
    ]);
    const at = (out: string, back: string) =>
      grid.rows.find((row) => row.departure === out)?.cells.find((cell) => cell.returnDate === back);
    expect(at("2027-03-10", "2027-03-17")?.price).toEqual(money(45050, "USD"));
    expect(at("2027-03-09", "2027-03-18")?.cheapest).toBe(true);
    expect(at("2027-03-11", "2027-03-16")?.cheapest).toBe(true);
    expect(at("2027-03-10", "2027-03-17")?.cheapest).toBe(false);
    expect(at("2027-03-12", "2027-03-17")).toMatchObject({ price: null, url: null, cheapest: false });
    expect(grid.cheapest).toEqual(money(32000, "USD"));
    expect(at("2027-03-09", "2027-03-18")?.url?.split("?")[0]).toBe(
      "/flight/results/BUE/1-0/1/Miami/MIA/2027-03-09;2027-03-18/1/0/ALL/-/-",
    );
    expect(
      flightDateGrid({ ...SEARCH, flexibleDates: false }, [
        { departureDate: "2027-03-09", returnDate: "2027-03-18", price: { amount: 320, currency: "USD" } },
      ]).rows[2]?.cells[4]?.url,
    ).toBe("/flight/results/BUE/1-0/1/Miami/MIA/2027-03-09;2027-03-18/0/0/ALL/-/-");
  });

  it("one way: a single row of departure dates", () => {
    const grid = flightDateGrid({ ...SEARCH, oneWay: true, returnDate: null }, [
      { departureDate: "2027-03-07", price: { amount: 99, currency: "USD" } },
    ]);
    expect(grid.rows).toHaveLength(1);
    expect(grid.rows[0]?.departure).toBeNull();
    expect(grid.columns[0]).toBe("2027-03-07");
    expect(grid.rows[0]?.cells[0]).toMatchObject({ cheapest: true, returnDate: null, price: money(9900, "USD") });
  });
});

describe("flightDateGridPresence", () => {
  test.prop([arbFlightSearch], { numRuns: 1000 })(
    "open exactly when flexible; a tab only on fixed round trips",
    (search) => {
      const presence = flightDateGridPresence(search);
      expect(presence === "open").toBe(search.flexibleDates);
      expect(presence === "tab").toBe(!search.flexibleDates && !search.oneWay);
      expect(presence === "none").toBe(!search.flexibleDates && search.oneWay);
    },
  );
});
