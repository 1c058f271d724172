import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type AddToBudgetState, addToBudgetInitial, addToBudgetTransition } from "./addToBudget.js";
import { addToNewTripOffered } from "./addToNewTripOffer.js";

const notice = { level: "warning", messageKey: "budget.addError", durationMs: 5000 } as const;
const state: fc.Arbitrary<AddToBudgetState> = fc.oneof(
  fc.constant(addToBudgetInitial),
  fc.constant({ _tag: "idle", notice } as const),
  fc.constant({ _tag: "adding" } as const),
  fc.record({
    _tag: fc.constant("added" as const),
    notices: fc.constant([]),
    redirectDelayMs: fc.constantFrom(0, 5000),
    budgetId: fc.option(fc.string()),
  }),
  fc.constant({ _tag: "blocked", notice } as const),
  fc.constant({ _tag: "loggedOut" } as const),
);

describe("addToNewTripOffered", () => {
  it("is offered in trip mode with an active trip, until the product is added", () => {
    const base = { mode: "trip", activeId: "77", status: addToBudgetInitial._tag, alreadyAdded: false } as const;
    expect(addToNewTripOffered(base)).toBe(true);
    expect(addToNewTripOffered({ ...base, mode: "budget" })).toBe(false);
    expect(addToNewTripOffered({ ...base, activeId: null })).toBe(false);
    expect(addToNewTripOffered({ ...base, alreadyAdded: true })).toBe(false);
    const adding = addToBudgetTransition(addToBudgetInitial, { _tag: "press" });
    expect(addToNewTripOffered({ ...base, status: adding._tag })).toBe(true);
    const added = addToBudgetTransition(adding, { _tag: "succeeded", mode: "trip", newTrip: true, budgetId: "78" });
    expect(addToNewTripOffered({ ...base, status: added._tag })).toBe(false);
  });

  test.prop([fc.constantFrom("trip", "budget" as const), fc.option(fc.string()), state, fc.boolean()], {
    numRuns: 1000,
  })(
    "offered exactly in trip mode, with an active trip, for a product not added and not blocked",
    (mode, activeId, s, alreadyAdded) => {
      const offered = addToNewTripOffered({ mode, activeId, status: s._tag, alreadyAdded });
      const open = s._tag === "idle" || s._tag === "adding";
      expect(offered).toBe(mode === "trip" && activeId !== null && !alreadyAdded && open);
      if (mode === "budget" || activeId === null) expect(offered).toBe(false);
    },
  );
});
