import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { type AddToBudgetEvent, addToBudgetInitial, addToBudgetTransition } from "./addToBudget.js";
import { addToBudgetNotices } from "./addToBudgetNotices.js";

const event: fc.Arbitrary<AddToBudgetEvent> = fc.oneof(
  fc.constant({ _tag: "press" as const }),
  fc.record({ _tag: fc.constant("failed" as const), status: fc.constantFrom(0, 401, 409, 500) }),
  fc.record({ _tag: fc.constant("draftFailed" as const), status: fc.constantFrom(0, 401, 500) }),
  fc.record({
    _tag: fc.constant("succeeded" as const),
    mode: fc.constantFrom("budget" as const, "trip" as const),
    newTrip: fc.boolean(),
    budgetId: fc.option(fc.constantFrom("1", "2"), { nil: null }),
    notifications: fc.option(fc.record({ deadlineReached: fc.boolean(), outOfLimit: fc.boolean() }), { nil: null }),
    alternativeRate: fc.boolean(),
  }),
);

describe("addToBudgetNotices", () => {
  test.prop([fc.array(event, { maxLength: 8 })], { numRuns: 1000 })(
    "shows exactly the notices the button's state carries, whatever the events",
    (events) => {
      const state = events.reduce(addToBudgetTransition, addToBudgetInitial);
      const notices = addToBudgetNotices(state);
      if (state._tag === "added") expect(notices).toBe(state.notices);
      else if (state._tag === "blocked") expect(notices).toEqual([state.notice]);
      else if (state._tag === "idle") expect(notices).toEqual(state.notice === null ? [] : [state.notice]);
      else expect(notices).toEqual([]);
    },
  );
});
