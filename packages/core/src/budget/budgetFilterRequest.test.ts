import { fc, test } from "@fast-check/vitest";
import { Schema } from "effect";
import { describe, expect } from "vitest";
import { BudgetFilterRequest } from "../api/budget.js";
import { BUDGET_FILTER_FIELDS, budgetFilterRequest } from "./budgetFilterRequest.js";

const arbFields = fc.record(
  { firstName: fc.string(), lastName: fc.string(), from: fc.string(), to: fc.string() },
  { requiredKeys: [] },
);

describe("budgetFilterRequest", () => {
  test.prop([arbFields], { numRuns: 1000 })(
    "asks for page 1 with each non-blank field trimmed and nothing else",
    (fields) => {
      const request = budgetFilterRequest(fields);
      expect(request.page).toBe(1);
      for (const name of BUDGET_FILTER_FIELDS) {
        const trimmed = (fields[name] ?? "").trim();
        expect(request[name]).toBe(trimmed === "" ? undefined : trimmed);
      }
      expect(Object.keys(request).every((key) => key === "page" || request[key as "from"] !== undefined)).toBe(true);
    },
  );

  test.prop([arbFields], { numRuns: 1000 })("is a valid filter payload", (fields) => {
    expect(Schema.decodeUnknownSync(BudgetFilterRequest)(budgetFilterRequest(fields))).toEqual(
      budgetFilterRequest(fields),
    );
  });
});
