import { renderHook, waitFor } from "@testing-library/react";
import type { CalendarDate, FlightSearch } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, withScenario } from "../test/harness.js";
import { useFlightDateGrid } from "./useFlightDateGrid.js";

const NOW = new Date("2026-11-21T12:00:00Z");
/** The demo API prices 49 date pairs by running 49 searches: wait as long as that takes on a busy machine. */
const READY = { timeout: 15_000 };
const SEARCH: FlightSearch = {
  origins: ["BUE"],
  originIds: ["BUE"],
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

describe("useFlightDateGrid", () => {
  it("reads the calendar into a 7 × 7 grid around the search, the searched pair priced", async () => {
    const h = harness({ fetcher: inProcessFetcher(createDemoApi({ now: () => NOW })) });
    const { result } = renderHook(() => useFlightDateGrid(SEARCH), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"), READY);
    const grid = result.current.data.grid;
    expect(grid?.rows).toHaveLength(7);
    expect(grid?.rows[3]?.cells[3]?.searched).toBe(true);
    expect(grid?.rows[3]?.cells[3]?.price).not.toBeNull();
    expect(h.calls).toEqual(["POST /api/v1/flights/calendar"]);
  });

  it("one way: one row", async () => {
    const h = harness({ fetcher: inProcessFetcher(createDemoApi({ now: () => NOW })) });
    const oneWay = { ...SEARCH, oneWay: true, returnDate: null };
    const { result } = renderHook(() => useFlightDateGrid(oneWay), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"), READY);
    expect(result.current.data.grid?.rows).toHaveLength(1);
  });

  it("a failed calendar is 'Fallo al recuperar el calendario' (spec 002 §8)", async () => {
    const api = inProcessFetcher(createDemoApi({ now: () => NOW }));
    const h = harness({ fetcher: withScenario(api, () => "calendar-fail") });
    const { result } = renderHook(() => useFlightDateGrid(SEARCH), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error?.key).toBe("flight.calendarFailed");
  });

  it("makes no call when disabled or without a search", () => {
    const h = harness();
    const { result } = renderHook(() => useFlightDateGrid(SEARCH, { enabled: false }), { wrapper: h.wrapper });
    const none = renderHook(() => useFlightDateGrid(null), { wrapper: h.wrapper });
    expect([result.current.status, none.result.current.status]).toEqual(["off", "off"]);
    expect(h.calls).toEqual([]);
  });
});
