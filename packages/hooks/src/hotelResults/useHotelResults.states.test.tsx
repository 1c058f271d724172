import { act } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { afterEach, describe, expect, it } from "vitest";
import { routeQueryTimersTo } from "../test/queryTimers.js";
import { MADRID, mountResults as mount, painted } from "../test/resultsMount.js";
import { runClock } from "../test/runClock.js";
import type { Fetcher } from "../transport/transport.js";

afterEach(() => routeQueryTimersTo(null));

describe("useHotelResults states and routes (spec 001 §2, §8)", () => {
  it("a bad URL, a failure and an empty search are states with their message keys", async () => {
    const bad = mount("/hotel/results/MAD/2027-02-30/2027-03-04/2-0").view.result.current.results;
    expect(bad.status).toBe("invalid");
    expect(bad.error).toEqual({ key: "hotelResults.badUrl" });
    const failing: Fetcher = () => Promise.resolve(Response.json({ done: false }, { status: 500 }));
    const failed = mount(MADRID, false, failing);
    await act(() => runClock(failed.clock, 500, 100));
    expect(failed.view.result.current.results.error).toEqual({ key: "hotel.searchFailed" });
    const api = inProcessFetcher(createDemoApi());
    const empty = mount(MADRID, false, (path, init) =>
      api(path, { ...init, headers: { ...init?.headers, "x-demo-scenario": "search-empty" } }),
    );
    await act(() => runClock(empty.clock, 4000, 100));
    expect(empty.view.result.current.results.status).toBe("empty");
  });

  it("a refinement that fails keeps what the search said: the destination's name and the currency", async () => {
    const api = inProcessFetcher(createDemoApi());
    let failing = false;
    const fetcher: Fetcher = (path, init) =>
      failing ? Promise.resolve(Response.json({ done: false }, { status: 500 })) : api(path, init);
    const { clock, view } = mount(MADRID, false, fetcher);
    await act(() => runClock(clock, 4000, 100));
    const before = view.result.current.results.data;
    expect(before.destinationName).toBe("Madrid");
    expect(before.currencyCode).not.toBe("");
    failing = true;
    act(() => view.result.current.results.actions.changeFilters({ board: ["2"] }));
    await painted(clock);
    await act(() => runClock(clock, 4000, 100));
    const after = view.result.current.results;
    expect(after.status).toBe("error");
    expect(after.data.destinationName).toBe("Madrid");
    expect(after.data.currencyCode).toBe(before.currencyCode);
    expect(after.data.hotelBox?.destinationName).toBe("Madrid");
  });

  it("opens a map v3 URL as the results page in its map view", async () => {
    const { clock, view } = mount("/v3/es/hotel/map/MAD/2027-03-01/2027-03-04/2-0?availability=CNF&board=2");
    await act(() => runClock(clock, 4000, 100));
    expect(view.result.current.results.data.viewMode).toBe("mapa");
    expect(view.result.current.results.data.filters.board).toEqual(["2"]);
    act(() => view.result.current.results.actions.goToPage(2));
    expect(view.result.current.url).toBe(
      "/hotel/results/MAD/2027-03-01/2027-03-04/2-0?availability=CNF&board=2&pagination.currentPage=2&view=mapa",
    );
  });

  it("searches houses and restores the house box from the URL", async () => {
    const { clock, view, bodies } = mount("/house/results/Roma/ROM/2027-01-10/2027-01-20/4-0", true);
    await act(() => runClock(clock, 4000, 100));
    expect(bodies[0]).toMatch(/^\/api\/v1\/houses\/search/);
    expect(view.result.current.results.data.houseBox).toMatchObject({ destinationName: "Roma", passengers: 4 });
  });
});
