import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  PROGRESSIVE_SEARCH_BUDGET_MS,
  type ProgressiveSearchEvent,
  type ProgressiveSearchState,
  progressiveResultsPending,
  progressiveSearchBudgetMs,
  progressiveSearchInitial,
  progressiveSearchLoading,
  progressiveSearchNextTickAt,
  progressiveSearchProgressAt,
  progressiveSearchRecommendedOffersDue,
  progressiveSearchShouldPoll,
  progressiveSearchTransition,
} from "./progressiveSearch.js";

const run = (events: readonly ProgressiveSearchEvent[], from: ProgressiveSearchState = progressiveSearchInitial) => {
  const states: ProgressiveSearchState[] = [from];
  for (const event of events) states.push(progressiveSearchTransition(states[states.length - 1] ?? from, event));
  return states;
};

/** Events in time order (each `now` at or after the previous one), never a second `start`. */
const eventsArb = fc
  .array(
    fc.tuple(
      fc.integer({ min: 0, max: 3000 }),
      fc.constantFrom("pollSent", "reply", "tick", "stop", "resume", "recommendedOffersRequested"),
      fc.constantFrom<string | boolean | undefined>("true", "false", true, false, undefined, "TRUE"),
      fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
    ),
    { maxLength: 80 },
  )
  .map((steps) => {
    let now = 0;
    return steps.map(([gap, tag, pending, ttl]): ProgressiveSearchEvent => {
      now += gap;
      switch (tag) {
        case "reply":
          return { _tag: "reply", now, pending, ttl: ttl === undefined ? undefined : ttl * 10 };
        case "recommendedOffersRequested":
          return { _tag: "recommendedOffersRequested" };
        default:
          return { _tag: tag as "pollSent" | "tick" | "stop" | "resume", now };
      }
    });
  });

describe("progressiveSearchTransition", () => {
  test.prop([eventsArb, fc.integer({ min: 1000, max: 60_000 })], { numRuns: 1000 })(
    "progress never decreases and stays at most 99 until complete",
    (events, budgetMs) => {
      const states = run([{ _tag: "start", now: 0, budgetMs }, ...events]);
      states.forEach((state, i) => {
        const previous = states[i - 1];
        if (previous !== undefined) expect(state.progress).toBeGreaterThanOrEqual(previous.progress);
        if (state._tag === "complete") expect(state.progress).toBe(100);
        else if (!(state._tag === "sessionExpired" && state.progress === 100)) {
          expect(state.progress).toBeLessThanOrEqual(99);
        }
      });
    },
  );

  test.prop([eventsArb], { numRuns: 300 })("never polls past the time budget", (events) => {
    const states = run([{ _tag: "start", now: 0, budgetMs: PROGRESSIVE_SEARCH_BUDGET_MS }, ...events]);
    for (const state of states) {
      if (state._tag === "searching" && state.deadline === PROGRESSIVE_SEARCH_BUDGET_MS) {
        expect(progressiveSearchShouldPoll(state, PROGRESSIVE_SEARCH_BUDGET_MS)).toBe(false);
      }
    }
  });

  test("grows 0.5 % per 100 ms, caps at 99, completes at 100", () => {
    let s = progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 1000, budgetMs: 60_000 });
    s = progressiveSearchTransition(s, { _tag: "tick", now: 1250 });
    expect(s.progress).toBe(1);
    s = progressiveSearchTransition(s, { _tag: "tick", now: 1000 + 100 * 500 });
    expect(s.progress).toBe(99);
    s = progressiveSearchTransition(s, { _tag: "reply", now: 52_000, pending: "false" });
    expect(s).toMatchObject({ _tag: "complete", progress: 100 });
  });

  test("polls every 1000 ms while xPendingResults is 'true'", () => {
    let s = progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 25_000 });
    expect(progressiveSearchLoading(s)).toBe(true);
    expect(progressiveSearchShouldPoll(s, 0)).toBe(true);
    s = progressiveSearchTransition(s, { _tag: "pollSent", now: 0 });
    expect(progressiveSearchShouldPoll(s, 5000)).toBe(false);
    s = progressiveSearchTransition(s, { _tag: "reply", now: 300, pending: "true" });
    expect(progressiveSearchShouldPoll(s, 1299)).toBe(false);
    expect(progressiveSearchShouldPoll(s, 1300)).toBe(true);
  });

  test("the time budget stops polling; resume continues with a fresh budget and the same progress", () => {
    let s = progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 25_000 });
    s = progressiveSearchTransition(s, { _tag: "tick", now: 25_000 });
    expect(s).toMatchObject({ _tag: "stopped", reason: "timeBudget", progress: 99 });
    s = progressiveSearchTransition(s, { _tag: "resume", now: 30_000 });
    expect(s).toMatchObject({ _tag: "searching", deadline: 55_000, progress: 99 });
  });

  test("a late 'true' reply after the budget stops; the user's stop is resumable", () => {
    let s = progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 2000 });
    s = progressiveSearchTransition(s, { _tag: "pollSent", now: 0 });
    s = progressiveSearchTransition(s, { _tag: "reply", now: 2500, pending: "true" });
    expect(s).toMatchObject({ _tag: "stopped", reason: "timeBudget" });
    s = progressiveSearchTransition(s, { _tag: "start", now: 3000, budgetMs: 2000 });
    s = progressiveSearchTransition(s, { _tag: "stop", now: 3500 });
    expect(s).toMatchObject({ _tag: "stopped", reason: "user", progress: 2.5 });
    expect(progressiveSearchTransition(s, { _tag: "pollSent", now: 3600 })).toBe(s);
    expect(progressiveSearchTransition(s, { _tag: "resume", now: 4000 })).toMatchObject({ deadline: 6000 });
  });

  test("recommended offers: once, on completion, 500 ms after start, never when filtering", () => {
    let s = progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 25_000 });
    expect(progressiveSearchRecommendedOffersDue(s, 1000)).toBe(false);
    s = progressiveSearchTransition(s, { _tag: "reply", now: 200, pending: undefined });
    expect(progressiveSearchRecommendedOffersDue(s, 499)).toBe(false);
    expect(progressiveSearchRecommendedOffersDue(s, 500)).toBe(true);
    s = progressiveSearchTransition(s, { _tag: "recommendedOffersRequested" });
    expect(progressiveSearchRecommendedOffersDue(s, 900)).toBe(false);
    let f = progressiveSearchTransition(s, { _tag: "start", now: 0, budgetMs: 25_000, filtering: true });
    f = progressiveSearchTransition(f, { _tag: "reply", now: 1000, pending: "false" });
    expect(progressiveSearchRecommendedOffersDue(f, 5000)).toBe(false);
  });

  test("ttl leads to the session-expired state", () => {
    let s = progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 25_000 });
    s = progressiveSearchTransition(s, { _tag: "reply", now: 100, pending: "true", ttl: 2 });
    s = progressiveSearchTransition(s, { _tag: "tick", now: 2099 });
    expect(s._tag).toBe("searching");
    s = progressiveSearchTransition(s, { _tag: "reply", now: 1200, pending: "false" });
    expect(s._tag).toBe("complete");
    s = progressiveSearchTransition(s, { _tag: "tick", now: 2100 });
    expect(s).toMatchObject({ _tag: "sessionExpired", progress: 100 });
    expect(progressiveSearchTransition(s, { _tag: "tick", now: 9000 })).toBe(s);
    const stopped = progressiveSearchTransition(
      progressiveSearchTransition(
        progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 25_000 }),
        { _tag: "reply", now: 0, pending: "true", ttl: 1 },
      ),
      { _tag: "stop", now: 10 },
    );
    expect(progressiveSearchTransition(stopped, { _tag: "tick", now: 1000 })._tag).toBe("sessionExpired");
    expect(progressiveSearchTransition(stopped, { _tag: "stop", now: 1000 })).toBe(stopped);
  });

  test("idle ignores everything but start", () => {
    expect(progressiveSearchTransition(progressiveSearchInitial, { _tag: "tick", now: 5 })).toBe(
      progressiveSearchInitial,
    );
    const complete = progressiveSearchTransition(
      progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 1 }),
      { _tag: "reply", now: 0, pending: false },
    );
    expect(progressiveSearchTransition(complete, { _tag: "stop", now: 1 })).toBe(complete);
  });
});

describe("progressiveSearchBudgetMs", () => {
  test.prop([fc.integer({ min: 0, max: 10_000 })])("(hotelResultAsyncTimeout + 5) * 1000 when set", (seconds) => {
    expect(progressiveSearchBudgetMs(String(seconds))).toBe((seconds + 5) * 1000);
    expect(progressiveSearchBudgetMs(seconds)).toBe((seconds + 5) * 1000);
  });
  test("25000 ms when unset or unreadable", () => {
    for (const value of [null, undefined, "", "abc", "-3"]) expect(progressiveSearchBudgetMs(value)).toBe(25_000);
  });
  test("only 'true' means pending", () => {
    expect(progressiveResultsPending("true")).toBe(true);
    expect(progressiveResultsPending("True")).toBe(false);
  });
});

describe("progressiveSearchProgressAt / progressiveSearchNextTickAt", () => {
  test.prop([eventsArb, fc.integer({ min: 1000, max: 60_000 }), fc.integer({ min: 0, max: 5000 })], { numRuns: 1000 })(
    "the bar read on a clock is the machine's own progress had a tick come then, and never goes back",
    (events, budgetMs, later) => {
      const states = run([{ _tag: "start", now: 0, budgetMs }, ...events]);
      const last = states[states.length - 1] ?? progressiveSearchInitial;
      const lastNow = events.reduce((now, event) => ("now" in event ? event.now : now), 0);
      const at = lastNow + later;
      const ticked = progressiveSearchTransition(last, { _tag: "tick", now: at });
      if (ticked._tag === last._tag) expect(progressiveSearchProgressAt(last, at)).toBe(ticked.progress);
      expect(progressiveSearchProgressAt(last, at)).toBeGreaterThanOrEqual(last.progress);
      expect(progressiveSearchProgressAt(last, at)).toBeLessThanOrEqual(100);
      if (last._tag === "searching") expect(progressiveSearchProgressAt(last, at)).toBeLessThanOrEqual(99);
    },
  );

  test.prop([eventsArb, fc.integer({ min: 1000, max: 60_000 })], { numRuns: 1000 })(
    "no tick before the next one named changes the machine's state but its progress",
    (events, budgetMs) => {
      const states = run([{ _tag: "start", now: 0, budgetMs }, ...events]);
      const last = states[states.length - 1] ?? progressiveSearchInitial;
      const due = progressiveSearchNextTickAt(last);
      const lastNow = events.reduce((now, event) => ("now" in event ? event.now : now), 0);
      const before = due === null ? lastNow + 100_000 : due - 1;
      if (before < lastNow) return;
      const ticked = progressiveSearchTransition(last, { _tag: "tick", now: before });
      expect({ ...ticked, progress: 0 }).toEqual({ ...last, progress: 0 });
      if (due !== null) {
        const atDue = progressiveSearchTransition(last, { _tag: "tick", now: due });
        expect(atDue._tag === "stopped" || atDue._tag === "sessionExpired").toBe(true);
      }
    },
  );

  test("a search grows 0.5 % per 100 ms from its start, whatever the events", () => {
    const started = progressiveSearchTransition(progressiveSearchInitial, { _tag: "start", now: 0, budgetMs: 25_000 });
    expect([0, 99, 100, 1000, 30_000].map((now) => progressiveSearchProgressAt(started, now))).toEqual([
      0, 0, 0.5, 5, 99,
    ]);
    expect(progressiveSearchNextTickAt(started)).toBe(25_000);
    expect(progressiveSearchNextTickAt(progressiveSearchInitial)).toBeNull();
  });
});
