import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { BudgetAddProductRequest } from "../api/budget.js";
import { BUDGET_FIELD_LIMITS, budgetAddProductIssues, budgetDraftIssues } from "./budgetFieldLimits.js";

const L = BUDGET_FIELD_LIMITS;
const text = (max: number) => fc.string({ maxLength: max });

/** Add-product payloads with every field within its limit. */
const arbWithinLimits: fc.Arbitrary<BudgetAddProductRequest> = fc.record(
  {
    product: text(L.product),
    rateId: text(L.rateId),
    budgetId: text(L.budgetId),
    occupancy: text(L.occupancy),
    destinationId: text(L.destinationId),
    parameters: fc.dictionary(text(L.parameterKey), text(L.parameterValue), { maxKeys: L.parameters }),
    alternativeProductIds: fc.array(text(L.alternativeProductId), { maxLength: L.alternativeProductIds }),
  },
  { requiredKeys: ["product", "rateId", "budgetId", "occupancy", "parameters"] },
);

/** One field pushed past its limit, and the field the issue must name. */
const arbOneTooLong = fc.oneof(
  ...(["product", "rateId", "budgetId", "occupancy", "destinationId"] as const).map((field) =>
    fc
      .string({ minLength: L[field] + 1, maxLength: L[field] + 50 })
      .map((long) => ({ patch: { [field]: long }, field })),
  ),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.string({ minLength: L.parameterValue + 1, maxLength: 400 }))
    .map(([key, long]) => ({ patch: { parameters: { [key]: long } }, field: `parameters.${key}` })),
  fc
    .string({ minLength: L.parameterKey + 1, maxLength: 80 })
    .map((key) => ({ patch: { parameters: { [key]: "1" } }, field: "parameters" })),
  fc.integer({ min: L.parameters + 1, max: 60 }).map((count) => ({
    patch: { parameters: Object.fromEntries(Array.from({ length: count }, (_, index) => [`p${index}`, "1"])) },
    field: "parameters",
  })),
  fc
    .integer({ min: L.alternativeProductIds + 1, max: 200 })
    .map((count) => ({ patch: { alternativeProductIds: Array(count).fill("H1") }, field: "alternativeProductIds" })),
  fc
    .string({ minLength: L.alternativeProductId + 1, maxLength: 200 })
    .map((long) => ({ patch: { alternativeProductIds: ["H1", long] }, field: "alternativeProductIds.1" })),
);

const base: BudgetAddProductRequest = {
  product: "hotel",
  rateId: "H100000-20300310-4-2x0-0",
  budgetId: "",
  parameters: {},
  occupancy: "2-0",
};

describe("budget field limits", () => {
  test.prop([arbWithinLimits], { numRuns: 1000 })("accepts an add payload whose every field fits", (payload) => {
    expect(budgetAddProductIssues(payload)).toEqual([]);
  });

  test.prop([arbOneTooLong], { numRuns: 1000 })("names the one field past its limit", ({ patch, field }) => {
    expect(budgetAddProductIssues({ ...base, ...patch }).map((issue) => issue.field)).toEqual([field]);
  });

  it("never echoes an over-long parameters key in the field name", () => {
    const key = "k".repeat(1_000_000);
    expect(budgetAddProductIssues({ ...base, parameters: { [key]: "1" } })).toEqual([
      { field: "parameters", max: L.parameterKey, unit: "characters" },
    ]);
  });

  test.prop([fc.string({ maxLength: 1100 })], { numRuns: 1000 })(
    "bounds a new budget's comments at 1,000 characters",
    (comments) => {
      const issues = budgetDraftIssues({ title: "Caribe", firstName: "Ana", lastName: "Pérez", comments });
      expect(issues).toEqual(
        comments.length > L.comments ? [{ field: "budget.comments", max: L.comments, unit: "characters" }] : [],
      );
    },
  );
});
