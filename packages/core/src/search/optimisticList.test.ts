import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { optimisticAgreement, optimisticListShown, optimisticTotal } from "./optimisticList.js";

const ids = fc.array(fc.string({ maxLength: 3 }), { maxLength: 12 });
/** A list's held items and how many more its result has beyond them. */
const counts = fc.tuple(fc.nat({ max: 50 }), fc.nat({ max: 50 })).map(([held, extra]) => ({ held, extra }));

describe("optimisticAgreement", () => {
  test.prop([ids], { numRuns: 1000 })("a reply equal to the list shown is the same", (shown) => {
    expect(optimisticAgreement(shown, [...shown])).toBe("same");
  });
  test.prop([ids, ids], { numRuns: 1000 })(
    "a reply that starts with the list shown and adds more extends it",
    (shown, more) => {
      fc.pre(more.length > 0);
      expect(optimisticAgreement(shown, [...shown, ...more])).toBe("extends");
    },
  );
  test.prop([ids, ids], { numRuns: 1000 })(
    "not 'differs' exactly when the list shown is a prefix of the reply",
    (shown, reply) => {
      const prefix = shown.length <= reply.length && shown.every((id, index) => reply[index] === id);
      expect(optimisticAgreement(shown, reply) !== "differs").toBe(prefix);
    },
  );
  test.prop([ids, ids], { numRuns: 1000 })("'same' only for lists of the same length", (shown, reply) => {
    if (optimisticAgreement(shown, reply) === "same") expect(reply.length).toBe(shown.length);
  });
  test.prop([fc.array(fc.nat({ max: 5 }), { minLength: 2, maxLength: 8 })], { numRuns: 1000 })(
    "two items swapped differ",
    (shown) => {
      fc.pre(shown[0] !== shown[1]);
      const swapped = [shown[1], shown[0], ...shown.slice(2)] as number[];
      expect(optimisticAgreement(shown, swapped)).toBe("differs");
    },
  );
  test.prop([ids], { numRuns: 1000 })("the comparison given is used (case-blind ids)", (shown) => {
    const upper = shown.map((id) => id.toUpperCase());
    const caseBlind = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
    expect(optimisticAgreement(shown, upper, caseBlind)).toBe("same");
  });
  test("an empty list shown is extended by any reply with results", () => {
    expect(optimisticAgreement([], [])).toBe("same");
    expect(optimisticAgreement([], ["a"])).toBe("extends");
  });
});

describe("optimisticTotal", () => {
  test.prop([counts, fc.nat({ max: 50 })], { numRuns: 1000 })(
    "a whole list held (or one without a total): the guess's length is the count",
    ({ held }, guessed) => {
      expect(optimisticTotal(held, held, guessed)).toBe(guessed);
      expect(optimisticTotal(undefined, held, guessed)).toBe(guessed);
    },
  );
  test.prop([counts, fc.nat({ max: 50 })], { numRuns: 1000 })(
    "one page of more results held: unknown until the reply",
    ({ held, extra }, guessed) => {
      expect(optimisticTotal(held + extra + 1, held, guessed)).toBeNull();
    },
  );
});

describe("optimisticListShown", () => {
  test.prop([counts, fc.nat({ max: 50 })], { numRuns: 1000 })(
    "a whole list held (or one without a total): every guess is shown, an empty one too",
    ({ held }, guessed) => {
      expect(optimisticListShown(held, held, guessed)).toBe(true);
      expect(optimisticListShown(undefined, held, guessed)).toBe(true);
    },
  );
  test.prop([counts, fc.nat({ max: 50 })], { numRuns: 1000 })(
    "one page of more results held: a guess is shown when it lists something, an empty one waits for the reply",
    ({ held, extra }, guessed) => {
      expect(optimisticListShown(held + extra + 1, held, guessed)).toBe(guessed > 0);
    },
  );
});
