import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import {
  type ActiveBudgetMode,
  activeBudgetMode,
  formatActiveBudgetKey,
  readActiveBudgetKey,
} from "./activeBudgetKey.js";

const userIdArb = fc.stringMatching(/^[0-9A-Za-z_.]{1,12}$/);
const idArb = fc.string({ minLength: 1, maxLength: 20 });
const modeArb = fc.constantFrom<ActiveBudgetMode>("budget", "trip");

describe("active budget or trip key", () => {
  test.prop([modeArb, userIdArb, idArb], { numRuns: 1000 })("reads back the id for its own user", (mode, user, id) => {
    expect(readActiveBudgetKey(formatActiveBudgetKey(mode, user, id), mode, user)).toEqual(Result.succeed(id));
  });

  test.prop([modeArb, userIdArb, userIdArb, idArb], { numRuns: 1000 })(
    "a key built for one user is refused for another",
    (mode, owner, other, id) => {
      fc.pre(owner !== other);
      const read = readActiveBudgetKey(formatActiveBudgetKey(mode, owner, id), mode, other);
      expect(Result.isFailure(read)).toBe(true);
      if (Result.isFailure(read)) {
        expect(read.failure).toEqual({
          _tag: "ActiveBudgetKeyForeignUser",
          ownerId: owner,
          messageKey: "budget.noPermission",
        });
      }
    },
  );

  test.prop([fc.option(fc.string(), { nil: null }), modeArb, userIdArb], { numRuns: 1000 })(
    "reading any stored text never throws",
    (stored, mode, user) => {
      expect(() => readActiveBudgetKey(stored, mode, user)).not.toThrow();
    },
  );

  test("separators '-' for budgets and '%' for trips; missing keys", () => {
    expect(formatActiveBudgetKey("budget", "42", "77")).toBe("42-77");
    expect(formatActiveBudgetKey("trip", "42", "77")).toBe("42%77");
    expect(readActiveBudgetKey("42-77", "trip", "42")).toEqual(Result.fail({ _tag: "ActiveBudgetKeyMissing" }));
    expect(readActiveBudgetKey("42-", "budget", "42")).toEqual(Result.fail({ _tag: "ActiveBudgetKeyMissing" }));
    expect(readActiveBudgetKey(undefined, "budget", "42")).toEqual(Result.fail({ _tag: "ActiveBudgetKeyMissing" }));
    expect(readActiveBudgetKey("42-a-b", "budget", "42")).toEqual(Result.succeed("a-b"));
  });

  test("budget mode unless enablePricer is exactly 'true'", () => {
    expect(activeBudgetMode("true")).toBe("trip");
    for (const v of ["false", "TRUE", "", null, undefined]) expect(activeBudgetMode(v)).toBe("budget");
  });
});
