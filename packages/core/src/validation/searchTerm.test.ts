import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type SearchTermContext, searchTermMinLength, validateSearchTerm } from "./searchTerm.js";

const CONTEXTS: readonly SearchTermContext[] = ["location", "select", "poi", "budgetSearch"];

describe("validateSearchTerm", () => {
  it("needs 2 characters for locations, 3 for selects, POI and the budget search", () => {
    expect(CONTEXTS.map(searchTermMinLength)).toEqual([2, 3, 3, 3]);
    expect(validateSearchTerm("ro", "select")).toEqual([{ path: ["term"], key: "select.minCharacters" }]);
    expect(validateSearchTerm("", "poi")).toEqual([{ path: ["term"], key: "select.minCharacters" }]);
    expect(validateSearchTerm("r", "location")).toEqual([
      { path: ["term"], key: "forms.textTooShort", params: { min: 2 } },
    ]);
    expect(validateSearchTerm("ab", "budgetSearch")).toEqual([
      { path: ["term"], key: "budget.searchTooShort", params: { min: 3 } },
    ]);
  });

  it("lets an empty location term show recent locations and an empty budget search list all", () => {
    expect(validateSearchTerm("  ", "location")).toEqual([]);
    expect(validateSearchTerm("", "budgetSearch")).toEqual([]);
  });

  test.prop([fc.string({ maxLength: 12 }), fc.constantFrom(...CONTEXTS)], { numRuns: 1000 })(
    "a term passes exactly when its trimmed length reaches the minimum (or is empty where allowed)",
    (term, context) => {
      const length = [...term.trim()].length;
      const emptyAllowed = length === 0 && (context === "location" || context === "budgetSearch");
      expect(validateSearchTerm(term, context).length === 0).toBe(
        length >= searchTermMinLength(context) || emptyAllowed,
      );
    },
  );
});
