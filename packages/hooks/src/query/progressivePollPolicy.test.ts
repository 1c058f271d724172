import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { routeQueryTimersTo } from "../test/queryTimers.js";
import { runClock as run } from "../test/runClock.js";
import { autocompleteDebounceMs, progressivePollPolicy, refreshCountersAfterAdd } from "./asyncPolicies.js";

afterEach(() => routeQueryTimersTo(null));

/** A progressive search whose server answers `pending(call)` as `xPendingResults`; the user may stop it. */
const search = (hotelResultAsyncTimeout: string | null, pending: (call: number) => string) => {
  const clock = fakeClock(0);
  routeQueryTimersTo(clock);
  const at: number[] = [];
  let stopped = false;
  const observer = new QueryObserver(new QueryClient(), {
    queryKey: ["progressive"],
    queryFn: async () => {
      at.push(clock.now());
      return { xPendingResults: pending(at.length) };
    },
    ...progressivePollPolicy({ startedAt: 0, hotelResultAsyncTimeout, now: clock.now, stopped: () => stopped }),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { clock, at, stop: () => (stopped = true), unsubscribe };
};

describe("progressivePollPolicy (spec 001 §4, §9)", () => {
  it("polls every 1000 ms while xPendingResults is 'true', and stops at the first other value", async () => {
    const polled = search(null, (call) => (call < 4 ? "true" : "false"));
    await run(polled.clock, 10_000);
    expect(polled.at).toEqual([0, 1000, 2000, 3000]);
    polled.unsubscribe();
  });

  it("stops when the 25000 ms budget is used", async () => {
    const polled = search(null, () => "true");
    await run(polled.clock, 40_000);
    expect(polled.at.at(-1)).toBe(25_000);
    expect(polled.at).toHaveLength(26);
    polled.unsubscribe();
  });

  it("uses (hotelResultAsyncTimeout + 5) * 1000 as the budget when it is set", async () => {
    const polled = search("2", () => "true");
    await run(polled.clock, 20_000);
    expect(polled.at.at(-1)).toBe(7000);
    polled.unsubscribe();
  });

  it("stops when the user stops", async () => {
    const polled = search(null, () => "true");
    await run(polled.clock, 2500);
    polled.stop();
    await run(polled.clock, 10_000);
    expect(polled.at.length).toBeLessThanOrEqual(4);
    expect(polled.at.at(-1)).toBeLessThanOrEqual(3000);
    polled.unsubscribe();
  });
});

describe("timers that are not a query's", () => {
  it("counters refresh 1 s after an add (spec 000 §4, §9)", () => {
    const clock = fakeClock(0);
    let refreshed = 0;
    refreshCountersAfterAdd(clock, () => (refreshed += 1));
    clock.advance(999);
    expect(refreshed).toBe(0);
    clock.advance(1);
    expect(refreshed).toBe(1);
  });

  it("autocomplete debounce: 250 ms in selects, 500 ms on home and houses, 750 ms elsewhere (spec 000 §9)", () => {
    expect(
      ["select", "homeDestination", "housesDestination", "destination"].map((c) => autocompleteDebounceMs(c as never)),
    ).toEqual([250, 500, 500, 750]);
  });
});
