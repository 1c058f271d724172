import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { formatActiveBudgetKey } from "../session/activeBudgetKey.js";
import {
  type AddToBudgetEvent,
  type AddToBudgetState,
  addToBudgetDisabled,
  addToBudgetInitial,
  addToBudgetLabelKey,
  addToBudgetTarget,
  addToBudgetTransition,
} from "./addToBudget.js";

const press = (s: AddToBudgetState) => addToBudgetTransition(s, { _tag: "press" });

describe("addToBudgetTarget", () => {
  test("the active id, or a new draft when none or another user's", () => {
    expect(addToBudgetTarget("42-77", "budget", "42")).toEqual({ _tag: "useActive", id: "77" });
    expect(addToBudgetTarget(null, "trip", "42")).toEqual({ _tag: "createDraft", reason: "noActive" });
    expect(addToBudgetTarget("41%77", "trip", "42")).toEqual({ _tag: "createDraft", reason: "foreignUser" });
  });
  test.prop([fc.stringMatching(/^\d{1,6}$/), fc.stringMatching(/^\d{1,6}$/), fc.stringMatching(/^\w{1,8}$/)])(
    "a key of another user never targets its id",
    (owner, me, id) => {
      fc.pre(owner !== me);
      expect(addToBudgetTarget(formatActiveBudgetKey("trip", owner, id), "trip", me)._tag).toBe("createDraft");
    },
  );
});

describe("addToBudgetTransition", () => {
  test("idle -> adding -> added, success toast, disabled, 'Item agregado'", () => {
    const adding = press(addToBudgetInitial);
    expect(adding._tag).toBe("adding");
    expect(addToBudgetDisabled(adding)).toBe(true);
    expect(addToBudgetLabelKey(adding, "budget")).toBe("budget.adding");
    expect(press(adding)).toBe(adding);
    const added = addToBudgetTransition(adding, { _tag: "succeeded", mode: "budget", newTrip: false, budgetId: "9" });
    expect(added).toMatchObject({
      _tag: "added",
      budgetId: "9",
      redirectDelayMs: 0,
      notices: [{ level: "success", messageKey: "budget.addSuccess", titleKey: "budget.addedToBudget" }],
    });
    expect(addToBudgetLabelKey(added, "budget")).toBe("budget.itemAdded");
    expect(addToBudgetLabelKey(added, "trip", "compact")).toBe("budget.added");
    expect(addToBudgetDisabled(added)).toBe(true);
    expect(press(added)).toBe(added);
  });

  test("new trip notice, alternative rate disclaimer and the 5-second redirect delay", () => {
    const added = addToBudgetTransition(press(addToBudgetInitial), {
      _tag: "succeeded",
      mode: "trip",
      newTrip: true,
      alternativeRate: true,
    });
    expect(added).toMatchObject({ _tag: "added", redirectDelayMs: 5000, budgetId: null });
    if (added._tag === "added") {
      expect(added.notices.map((n) => n.messageKey)).toEqual([
        "budget.addSuccess",
        "budget.previousSaved",
        "budget.alternativeRateDisclaimer",
      ]);
      expect(added.notices[0]?.titleKey).toBe("budget.addedToQuotation");
    }
  });

  test("notification replies show 5 s and keep the button disabled", () => {
    const out = addToBudgetTransition(press(addToBudgetInitial), {
      _tag: "succeeded",
      mode: "budget",
      newTrip: false,
      notifications: { outOfLimit: true, deadlineReached: true },
    });
    expect(out).toEqual({
      _tag: "blocked",
      notice: { level: "warning", messageKey: "quote.outOfLimit", durationMs: 5000 },
    });
    expect(addToBudgetDisabled(out)).toBe(true);
    expect(addToBudgetLabelKey(out, "trip")).toBe("budget.addToQuotation");
    const deadline = addToBudgetTransition(press(addToBudgetInitial), {
      _tag: "succeeded",
      mode: "budget",
      newTrip: false,
      notifications: { deadlineReached: true, outOfLimit: false },
    });
    expect(deadline).toMatchObject({ notice: { messageKey: "quote.noCancellationFeesOnly" } });
  });

  test("409, other failures and draft failures", () => {
    expect(addToBudgetTransition(press(addToBudgetInitial), { _tag: "failed", status: 409 })).toMatchObject({
      _tag: "idle",
      notice: { messageKey: "budget.addConflict" },
    });
    const failed = addToBudgetTransition(press(addToBudgetInitial), { _tag: "failed", status: 500 });
    expect(failed).toMatchObject({ _tag: "idle", notice: { messageKey: "budget.addError" } });
    expect(addToBudgetDisabled(failed)).toBe(false);
    expect(addToBudgetLabelKey(failed, "budget")).toBe("budget.addToBudget");
    expect(addToBudgetTransition(press(addToBudgetInitial), { _tag: "draftFailed", status: 401 })).toEqual({
      _tag: "loggedOut",
    });
    expect(addToBudgetTransition(press(addToBudgetInitial), { _tag: "draftFailed", status: 500 })).toMatchObject({
      notice: { messageKey: "session.draftCreateError" },
    });
    expect(addToBudgetTransition(addToBudgetInitial, { _tag: "failed", status: 409 })).toBe(addToBudgetInitial);
  });

  const eventArb: fc.Arbitrary<AddToBudgetEvent> = fc.oneof(
    fc.constant({ _tag: "press" as const }),
    fc.integer({ min: 0, max: 599 }).map((status) => ({ _tag: "failed" as const, status })),
    fc.integer({ min: 0, max: 599 }).map((status) => ({ _tag: "draftFailed" as const, status })),
    fc.record({
      _tag: fc.constant("succeeded" as const),
      mode: fc.constantFrom("budget" as const, "trip" as const),
      newTrip: fc.boolean(),
      alternativeRate: fc.boolean(),
      notifications: fc.record({ deadlineReached: fc.boolean(), outOfLimit: fc.boolean() }),
    }),
  );
  test.prop([fc.array(eventArb, { maxLength: 30 })], { numRuns: 1000 })(
    "once added or blocked, nothing re-enables the button",
    (events) => {
      let state = addToBudgetInitial;
      let settled = false;
      for (const event of events) {
        state = addToBudgetTransition(state, event);
        if (state._tag === "added" || state._tag === "blocked" || state._tag === "loggedOut") settled = true;
        if (settled) expect(addToBudgetDisabled(state)).toBe(true);
      }
    },
  );
});
