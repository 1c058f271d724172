import { act, renderHook, waitFor } from "@testing-library/react";
import { CIRCUITS_PER_PAGE } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness } from "../test/harness.js";
import { useCircuitDetail } from "./useCircuitDetail.js";
import { useCircuitResults } from "./useCircuitResults.js";

// The demo world's today is fixed; the searched month lies ahead of it whatever the machine's date.
const api = () => inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
const SEARCH = "/circuits/results/europe/2027-01/2/1";

describe("useCircuitResults", () => {
  it("reads the URL, pages core's filtered list, and writes filters, sort and page into the URL", async () => {
    const visited: string[] = [];
    const { result } = renderHook(() => useCircuitResults(SEARCH, (next) => void visited.push(next)), {
      wrapper: harness({ fetcher: api() }).wrapper,
    });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const { data } = result.current;
    expect(data.areaName).toBe("Europa");
    expect(data.circuits).toHaveLength(CIRCUITS_PER_PAGE);
    const countries = data.panel.find((section) => section.facet === "countries");
    const spain = countries?.choices.find((choice) => choice.code === "ES");
    expect(spain?.count).toBeGreaterThan(0);
    await act(async () => result.current.actions.toggle("countries", "ES", true));
    await act(async () => result.current.actions.setSort("priceAsc"));
    await act(async () => result.current.actions.setPage(2));
    expect(visited).toEqual([`${SEARCH}?country=ES`, `${SEARCH}?sort=priceAsc`, `${SEARCH}?page=2`]);
  });

  it("says the URL is not a search", () => {
    const bad = renderHook(() => useCircuitResults("/circuits/results/asia/2027-01/2/1", () => {}), {
      wrapper: harness({ fetcher: api() }).wrapper,
    });
    expect(bad.result.current.error).toEqual({ key: "circuit.urlInvalid" });
  });
});

describe("useCircuitDetail", () => {
  it("loads the circuit and prices a departure for the rooms chosen, with the single supplement", async () => {
    const route = { circuitId: "C1", month: "2027-01", travellers: 2, rooms: 1 };
    const { result } = renderHook(() => useCircuitDetail(route), { wrapper: harness({ fetcher: api() }).wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.price).toBeNull();
    expect(result.current.data.rooms).toEqual(["double"]);
    const open = result.current.data.circuit?.departures.find((departure) => departure.seatsLeft >= 2);
    if (open === undefined) throw new Error("no open departure");
    act(() => result.current.actions.chooseDeparture(open.date));
    const price = result.current.data.price;
    expect(price?._tag === "priced" && price.totalMinor).toBe(2 * open.priceMinor);
    act(() => result.current.actions.chooseRoom(0, "single"));
    expect(result.current.data.price?._tag).toBe("roomsDoNotFit");
  });
});
