import { act, renderHook } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { routeQueryTimersTo } from "../test/queryTimers.js";
import { MADRID, painted } from "../test/resultsMount.js";
import { runClock } from "../test/runClock.js";
import type { Fetcher } from "../transport/transport.js";
import { useHotelResults } from "./useHotelResults.js";

afterEach(() => routeQueryTimersTo(null));

/**
 * The results hook behind a router that draws a new URL only when told (as React Router draws it in a transition,
 * well after the input on a slow CPU): `navigate` keeps the URL asked for, `show` draws it.
 */
const mountSlowRouter = (held?: RegExp) => {
  const clock = fakeClock(Date.UTC(2026, 10, 21, 12));
  const base = inProcessFetcher(createDemoApi({ now: () => new Date(clock.now()) }));
  const searches: string[] = [];
  const aborted: string[] = [];
  const fetcher: Fetcher = (path, init) => {
    const body = typeof init?.body === "string" ? init.body : "";
    if (path.startsWith("/api/v1/hotels/search")) searches.push(body);
    // A held search never answers: it ends only when aborted.
    if (held?.test(body) === true)
      return new Promise((_, fail) =>
        init?.signal?.addEventListener("abort", () => {
          aborted.push(body);
          fail(new DOMException("aborted", "AbortError"));
        }),
      );
    return base(path, init);
  };
  const h = harness({ clock, fetcher });
  const asked: string[] = [];
  const view = renderHook(
    () => {
      const [url, setUrl] = useState(MADRID);
      const results = useHotelResults({ url, navigate: (next) => asked.push(next), viewportWidth: 1280 });
      return { url, setUrl, results };
    },
    { wrapper: h.wrapper },
  );
  const show = () => act(() => view.result.current.setUrl(asked.at(-1) ?? MADRID));
  const boardSearches = () => searches.filter((body) => body.includes("board=2")).length;
  return { clock, view, show, boardSearches, aborted };
};

describe("useHotelResults: an input's search", () => {
  it("leaves with the input, before the new URL is drawn, and is not sent again when the URL is shown", async () => {
    const { clock, view, show, boardSearches } = mountSlowRouter();
    await act(() => runClock(clock, 4000, 100));
    expect(view.result.current.results.data.loading).toBe(false);
    act(() => view.result.current.results.actions.changeFilters({ board: ["2"] }));
    await painted(clock);
    await act(() => runClock(clock, 0));
    // The router has not drawn the new URL yet: the page still shows the old one, and the new search is on its way.
    expect(view.result.current.url).toBe(MADRID);
    expect(boardSearches()).toBe(1);
    show();
    expect(view.result.current.url).toBe(`${MADRID}?board=2`);
    expect(view.result.current.results.data.filters.board).toEqual(["2"]);
    await act(() => runClock(clock, 0));
    expect(boardSearches()).toBe(1);
  });

  it("keeps a reply that came back before the URL was drawn: the search it ended is over as the URL is shown", async () => {
    const { clock, view, show, boardSearches } = mountSlowRouter();
    await act(() => runClock(clock, 4000, 100));
    act(() => view.result.current.results.actions.changeFilters({ board: ["2"] }));
    await painted(clock);
    // The reply is in before the URL is drawn (a slow render).
    await act(() => runClock(clock, 300, 100));
    expect(view.result.current.url).toBe(MADRID);
    show();
    await act(() => runClock(clock, 0));
    // That reply was the last (no results pending): the search is over as the URL is shown, with no other request.
    const { data, status } = view.result.current.results;
    expect(String(data.reply?.xPendingResults)).toBe("false");
    expect(status).toBe("ready");
    expect(data.loading).toBe(false);
    expect(data.progressRun).toMatchObject({ _tag: "complete", progress: 100 });
    expect(boardSearches()).toBe(1);
  });

  it("aborts the search of an older input the page never showed, and drops its events", async () => {
    const { clock, view, show, aborted } = mountSlowRouter(/board=2/);
    await act(() => runClock(clock, 4000, 100));
    act(() => view.result.current.results.actions.changeFilters({ board: ["2"] }));
    await painted(clock);
    await act(() => runClock(clock, 0));
    expect(aborted).toEqual([]);
    act(() => view.result.current.results.actions.changeFilters({ board: ["3"] }));
    await painted(clock);
    await act(() => runClock(clock, 0));
    expect(aborted).toHaveLength(1);
    expect(aborted[0]).toContain("board=2");
    show();
    expect(view.result.current.url).toBe(`${MADRID}?board=3`);
    await act(() => runClock(clock, 5000, 100));
    expect(view.result.current.results.status).toBe("ready");
    expect(view.result.current.results.data.loading).toBe(false);
  });
});
