import { act, renderHook } from "@testing-library/react";
import { progressiveSearchProgressAt } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { afterEach, describe, expect, it } from "vitest";
import { usePortalStore } from "../provider/PortalProvider.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { routeQueryTimersTo } from "../test/queryTimers.js";
import { MADRID, mountResults as mount, painted } from "../test/resultsMount.js";
import { runClock } from "../test/runClock.js";
import { useHotelResults } from "./useHotelResults.js";
import { useProgressNow } from "./useProgressNow.js";

afterEach(() => routeQueryTimersTo(null));

describe("useHotelResults (spec 001 §2, §4)", () => {
  it("polls the progressive search to the end, the bar growing, then asks offers once", async () => {
    const { clock, view, bodies } = mount(MADRID);
    expect(view.result.current.results.status).toBe("loading");
    expect(view.result.current.results.data.summary).toMatchObject({ nights: 3, adults: 2, infants: 1, children: 0 });
    await act(() => runClock(clock, 400, 100));
    const early = progressiveSearchProgressAt(view.result.current.results.data.progressRun, clock.now());
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThanOrEqual(2);
    await act(() => runClock(clock, 4000, 100));
    const { data, status } = view.result.current.results;
    expect(status).toBe("ready");
    expect(data.progressRun).toMatchObject({ _tag: "complete", progress: 100 });
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
    await painted(clock);
    expect(view.result.current.url).toBe(`${MADRID}?board=2`);
    act(() => view.result.current.results.actions.sortBy("price:asc"));
    await painted(clock);
    act(() => view.result.current.results.actions.setViewMode("mapa"));
    expect(view.result.current.url).toBe(`${MADRID}?board=2&sorting.sortFieldName=price%3Aasc&view=mapa`);
    expect(view.result.current.results.data.viewMode).toBe("mapa");
    await act(() => runClock(clock, 4000, 100));
    expect(view.result.current.results.status).toBe("ready");
    expect(bodies.filter((body) => body.startsWith("/api/v1/hotels/offers"))).toHaveLength(1);
  });

  it("keeps its verbs across URLs, each acting on the URL shown when it runs", async () => {
    const { clock, view } = mount(MADRID);
    await act(() => runClock(clock, 4000, 100));
    const { actions } = view.result.current.results;
    act(() => actions.changeFilters({ board: ["2"] }));
    await painted(clock);
    act(() => actions.sortBy("price:asc"));
    await painted(clock);
    // The verbs of the first render, after two clicks: the same object, reading the filters applied now.
    expect(view.result.current.results.actions).toBe(actions);
    act(() => actions.changeFilters({ zone: ["Z1"] }));
    await painted(clock);
    expect(view.result.current.url).toBe(`${MADRID}?zone=Z1&board=2&sorting.sortFieldName=price%3Aasc`);
    act(() => actions.clearFilters());
    await painted(clock);
    expect(view.result.current.url).toBe(`${MADRID}?sorting.sortFieldName=price%3Aasc`);
    await act(() => runClock(clock, 4000, 100));
    expect(view.result.current.results.actions).toBe(actions);
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
    expect(view.result.current.results.data.progressRun).toMatchObject({ _tag: "complete", progress: 100 });
  });
});

describe("useHotelResults: stable results", () => {
  it("keeps its data and verbs identical through progress ticks and a change of a store it does not read", async () => {
    const clock = fakeClock(Date.UTC(2026, 10, 21, 12));
    const h = harness({ clock, fetcher: inProcessFetcher(createDemoApi({ now: () => new Date(clock.now()) })) });
    let renders = 0;
    const view = renderHook(
      () => {
        renders += 1;
        const results = useHotelResults({ url: MADRID, navigate: () => undefined, viewportWidth: 1280 });
        // The bar draws the page again every 100 ms; the page reads another store.
        useProgressNow(results.data.progressRun);
        usePortalStore("counters", (counters) => counters);
        return results;
      },
      { wrapper: h.wrapper },
    );
    await act(() => runClock(clock, 200, 100));
    const first = view.result.current;
    expect(first.status).toBe("ready");
    const drawn = renders;
    await act(() => runClock(clock, 500, 100));
    expect(renders).toBeGreaterThan(drawn);
    act(() => h.stores.counters.setState({ status: "ready" }));
    expect(view.result.current.data).toBe(first.data);
    expect(view.result.current.actions).toBe(first.actions);
  });

  it("keeps the restored box and the searched route through a filter click (the form and the rates stay)", async () => {
    const { clock, view } = mount(MADRID);
    await act(() => runClock(clock, 4000, 100));
    const before = view.result.current.results.data;
    act(() => view.result.current.results.actions.changeFilters({ board: ["2"] }));
    await painted(clock);
    await act(() => runClock(clock, 4000, 100));
    const after = view.result.current.results.data;
    expect(after.filters.board).toEqual(["2"]);
    expect(after.hotelBox).not.toBeNull();
    expect(after.hotelBox).toBe(before.hotelBox);
    expect(after.hotelSearch?.route).toBe(before.hotelSearch?.route);
  });
});

describe("useHotelResults: a filter click answered from the hotels held", () => {
  it("shows core's filtered page at once, writes the URL after the paint, then the server's reply", async () => {
    const { clock, view } = mount(MADRID);
    await act(() => runClock(clock, 4000, 100));
    const held = view.result.current.results.data.hotels;
    const withBreakfast = held.filter((hotel) => hotel.rates.some((rate) => rate.board.code === "2"));
    expect(withBreakfast.length).toBeGreaterThan(0);
    act(() => view.result.current.results.actions.changeFilters({ board: ["2"] }));
    // The click's own render: the held hotels with a breakfast rate (the same objects), the URL not yet written.
    const shown = view.result.current.results.data;
    expect(view.result.current.url).toBe(MADRID);
    expect(shown.filters.board).toEqual(["2"]);
    expect(shown.hotels.map((hotel) => hotel.hotelDetailId)).toEqual(withBreakfast.map((hotel) => hotel.hotelDetailId));
    expect(shown.hotels.every((hotel, index) => hotel === withBreakfast[index])).toBe(true);
    await painted(clock);
    expect(view.result.current.url).toBe(`${MADRID}?board=2`);
    // The server stays the truth: its page of hotels with breakfast replaces the guess.
    await act(() => runClock(clock, 4000, 100));
    const answered = view.result.current.results.data;
    expect(answered.reply).not.toBe(shown.reply);
    expect(answered.loading).toBe(false);
    expect(answered.hotels.every((hotel) => hotel.rates.some((rate) => rate.board.code === "2"))).toBe(true);
  });

  it("waits for the server for a filter the hotels held do not carry (a review score)", async () => {
    const { clock, view } = mount(MADRID);
    await act(() => runClock(clock, 4000, 100));
    const held = view.result.current.results.data.hotels;
    act(() => view.result.current.results.actions.changeFilters({ tripadvisor: { min: 4, max: 5 } }));
    expect(view.result.current.results.data.hotels).toBe(held);
    expect(view.result.current.url).toBe(`${MADRID}?tripadvisor.min=4`);
  });
});
