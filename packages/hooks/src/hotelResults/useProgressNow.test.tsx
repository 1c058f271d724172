import { act, renderHook } from "@testing-library/react";
import { progressiveSearchInitial, progressiveSearchTransition } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { afterEach, describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { routeQueryTimersTo } from "../test/queryTimers.js";
import { MADRID } from "../test/resultsMount.js";
import { runClock } from "../test/runClock.js";
import { useHotelResults } from "./useHotelResults.js";
import { useProgressNow } from "./useProgressNow.js";

afterEach(() => routeQueryTimersTo(null));

describe("useProgressNow", () => {
  it("grows the bar 0.5 % per 100 ms on the clock while searching, and stands still once stopped", async () => {
    const clock = fakeClock(1_000);
    const searching = progressiveSearchTransition(progressiveSearchInitial, {
      _tag: "start",
      now: 1_000,
      budgetMs: 25_000,
    });
    const view = renderHook(({ run }) => useProgressNow(run), {
      wrapper: harness({ clock }).wrapper,
      initialProps: { run: searching },
    });
    expect(view.result.current).toBe(0);
    await act(() => runClock(clock, 1_000, 100));
    expect(view.result.current).toBe(5);
    const stopped = progressiveSearchTransition(searching, { _tag: "stop", now: clock.now() });
    view.rerender({ run: stopped });
    await act(() => runClock(clock, 1_000, 100));
    expect(view.result.current).toBe(5);
  });

  it("leaves the results page alone between the machine's events: no redraw for a step of the bar", async () => {
    const clock = fakeClock(Date.UTC(2026, 10, 21, 12));
    const api = inProcessFetcher(createDemoApi({ now: () => new Date(clock.now()) }));
    let renders = 0;
    const view = renderHook(
      () => {
        renders += 1;
        return useHotelResults({ url: MADRID, navigate: () => {}, viewportWidth: 1280 });
      },
      { wrapper: harness({ clock, fetcher: api }).wrapper },
    );
    await act(() => runClock(clock, 100, 50));
    expect(view.result.current.data.progressRun._tag).toBe("searching");
    const drawn = renders;
    // The next poll is a second after the first reply: in between, the bar grows and the page is not drawn again.
    await act(() => runClock(clock, 400, 100));
    expect(view.result.current.data.progressRun._tag).toBe("searching");
    expect(renders).toBe(drawn);
  });
});
