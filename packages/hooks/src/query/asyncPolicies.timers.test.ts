import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { autocompleteDebounceMs, refreshCountersAfterAdd } from "./asyncPolicies.js";

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
