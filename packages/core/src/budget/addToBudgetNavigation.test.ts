import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type AddToBudgetState, addToBudgetInitial } from "./addToBudget.js";
import { addToBudgetNavigation } from "./addToBudgetNavigation.js";

const added = (budgetId: string | null, redirectDelayMs = 0): AddToBudgetState => ({
  _tag: "added",
  notices: [],
  redirectDelayMs,
  budgetId,
});

describe("addToBudgetNavigation", () => {
  test.prop([fc.string({ minLength: 1 }), fc.constantFrom(0, 5000), fc.option(fc.boolean()), fc.option(fc.boolean())], {
    numRuns: 1000,
  })("an add goes to the trip exactly when pricer or budgeting is on", (id, delay, pricer, budgeting) => {
    const flags = { enablePricer: pricer ?? undefined, enableBudgeting: budgeting ?? undefined };
    const navigation = addToBudgetNavigation(added(id, delay), flags);
    if (pricer === true || budgeting === true) {
      expect(navigation).toEqual({
        _tag: "trip",
        url: `/v3/trip/edit/${encodeURIComponent(id).replace(/%(2C|3A|3D|40)/g, decodeURIComponent)}`,
        delayMs: delay,
      });
    } else expect(navigation).toBeNull();
  });

  it("goes to /logout after a 401 on draft creation, and nowhere otherwise", () => {
    expect(addToBudgetNavigation({ _tag: "loggedOut" }, {})).toEqual({ _tag: "logout", url: "/logout" });
    const on = { enablePricer: true, enableBudgeting: true };
    expect(addToBudgetNavigation(addToBudgetInitial, on)).toBeNull();
    expect(addToBudgetNavigation({ _tag: "adding" }, on)).toBeNull();
    expect(addToBudgetNavigation(added(null), on)).toBeNull();
    expect(addToBudgetNavigation(added("981", 5000), { enableBudgeting: true })).toEqual({
      _tag: "trip",
      url: "/v3/trip/edit/981",
      delayMs: 5000,
    });
  });
});
