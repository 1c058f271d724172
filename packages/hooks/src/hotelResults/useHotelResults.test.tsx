import { act, renderHook } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { routeQueryTimersTo } from "../test/queryTimers.js";
import { runClock } from "../test/runClock.js";
import type { Fetcher } from "../transport/transport.js";
import { useHotelResults, useHouseResults } from "./useHotelResults.js";

afterEach(() => routeQueryTimersTo(null));

const MADRID = "/hotel/results/MAD/2027-03-01/2027-03-04/2-1:1";

/** The hook over an in-process demo API, with the URL kept like a router would. */
const mount = (start: string, house = false, fetcher?: Fetcher) => {
  const clock = fakeClock(Date.UTC(2026, 10, 21, 12));
  const base = fetcher ?? inProcessFetcher(createDemoApi({ now: () => new Date(clock.now()) }));
  const bodies: string[] = [];
  const spy: Fetcher = (path, init) => {
    if (typeof init?.body === "string") bodies.push(`${path} ${init.body}`);
    return base(path, init);
  };
  const h = harness({ clock, fetcher: spy });
  const useResults = house ? useHouseResults : useHotelResults;
  const view = renderHook(
    () => {
      const [url, navigate] = useState(start);
      const input = { url, navigate, viewportWidth: 1280 };
      return { url, results: useResults(input) };
    },
    { wrapper: h.wrapper },
  );
  return { clock, view, bodies };
};

describe("useHotelResults (spec 001 §2, §4)", () => {
  it("polls the progressive search to the end, the bar growing, then asks offers once", async () => {
    const { clock, view, bodies } = mount(MADRID);
    expect(view.result.current.results.status).toBe("loading");
    expect(view.result.current.results.data.summary).toMatchObject({ nights: 3, adults: 2, infants: 1, children: 0 });
    await act(() => runClock(clock, 400, 100));
    const early = view.result.current.results.data.progress;
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThanOrEqual(2);
    await act(() => runClock(clock, 4000, 100));
    const { data, status } = view.result.current.results;
    expect(status).toBe("ready");
    expect(data.progress).toBe(100);
    expect(data.loading).toBe(false);
    expect(data.hotels.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.startsWith("/api/v1/hotels/search"))).toHaveLength(3);
    expect(bodies.filter((body) => body.startsWith("/api/v1/hotels/offers"))).toHaveLength(1);
    await act(() => runClock(clock, 1000, 100));
    expect(view.result.current.results.data.offers.length).toBeGreaterThan(0);
  });

  it("keeps the state in the URL: a filter goes to page 1, sort and view are written, offers are not asked again", async () => {
    const { clock, view, bodies } = mount(`${MADRID}?pagination.currentPage=2`);
    await act(() => runClock(clock, 4000, 100));
    act(() => view.result.current.results.actions.changeFilters({ board: ["2"] }));
    expect(view.result.current.url).toBe(`${MADRID}?board=2`);
    act(() => view.result.current.results.actions.sortBy("price:asc"));
    act(() => view.result.current.results.actions.setViewMode("mapa"));
    expect(view.result.current.url).toBe(`${MADRID}?board=2&sorting.sortFieldName=price%3Aasc&view=mapa`);
    expect(view.result.current.results.data.viewMode).toBe("mapa");
    await act(() => runClock(clock, 4000, 100));
    expect(view.result.current.results.status).toBe("ready");
    expect(bodies.filter((body) => body.startsWith("/api/v1/hotels/offers"))).toHaveLength(1);
  });

  it("stops and resumes polling", async () => {
    const { clock, view, bodies } = mount(MADRID);
    await act(() => runClock(clock, 300, 100));
    act(() => view.result.current.results.actions.stop());
    const sent = bodies.length;
    await act(() => runClock(clock, 3000, 100));
    expect(view.result.current.results.data.stopped).toBe(true);
    expect(bodies.length).toBe(sent);
    act(() => view.result.current.results.actions.resume());
    await act(() => runClock(clock, 4000, 100));
    expect(view.result.current.results.data.progress).toBe(100);
  });

  it("a bad URL, a failure and an empty search are states with their message keys", async () => {
    expect(mount("/hotel/results/MAD/2027-02-30/2027-03-04/2-0").view.result.current.results.error).toEqual({
      key: "hotelResults.badUrl",
    });
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

  it("searches houses and restores the house box from the URL", async () => {
    const { clock, view, bodies } = mount("/house/results/Roma/ROM/2027-01-10/2027-01-20/4-0", true);
    await act(() => runClock(clock, 4000, 100));
    expect(bodies[0]).toMatch(/^\/api\/v1\/houses\/search/);
    expect(view.result.current.results.data.houseBox).toMatchObject({ destinationName: "Roma", passengers: 4 });
  });
});
