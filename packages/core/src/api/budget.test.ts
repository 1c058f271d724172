import { fc } from "@fast-check/vitest";
import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  Budget,
  BudgetAcceptPricesRequest,
  BudgetAddProductReply,
  BudgetAddProductRequest,
  BudgetCreateReply,
  BudgetCreateRequest,
  BudgetDeleteReply,
  BudgetFilterRequest,
  BudgetGetReply,
  BudgetListReply,
  BudgetRequoteReply,
  BudgetSearchRequest,
  DeadlineDigestReply,
  DeadlineDigestRequest,
  TripDraft,
  TripDraftReply,
  TripDraftRequest,
  TripGetReply,
} from "./budget.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

const sampleBudget = {
  quotationId: "4711",
  title: "Luna de miel en Bariloche",
  firstName: "María José",
  lastName: "Núñez",
  comments: "Prefiere vista al lago",
  timeFromNow: "hace 2 horas",
  items: [{ id: "1", product: "hotel", rateId: "R-1", title: "Llao Llao", price: { amount: 1520.5, currency: "USD" } }],
};

schemaLaws("Budget", Budget, arbFromSchema(Budget), [
  sampleBudget,
  { quotationId: "1", title: "t", firstName: "a", lastName: "b" },
]);
schemaLaws("BudgetListReply", BudgetListReply, arbFromSchema(BudgetListReply), [
  { done: true, budgets: [sampleBudget], budgets_count: 1 },
  { done: true, budgets: [], page: 1, pages: 0 },
]);
schemaLaws("BudgetCreateRequest", BudgetCreateRequest, arbFromSchema(BudgetCreateRequest), [
  { budget: { title: "Viaje", firstName: "Ana", lastName: "Pérez", comments: "" } },
]);
schemaLaws("BudgetCreateReply", BudgetCreateReply, arbFromSchema(BudgetCreateReply), [
  { done: true, budget: sampleBudget },
  { done: false, message: "Ya existe un presupuesto con ese título" },
]);
schemaLaws("BudgetSearchRequest", BudgetSearchRequest, fc.record({ text: fc.string(), page: fc.nat() }), [
  { text: "Bari", page: 1 },
]);
schemaLaws("BudgetFilterRequest", BudgetFilterRequest, arbFromSchema(BudgetFilterRequest), [
  { text: "Núñez", page: 2 },
  {},
]);
schemaLaws(
  "BudgetGetReply",
  BudgetGetReply,
  arbFromSchema(Budget).map((budget) => ({ done: true, budget })),
  [{ done: true, budget: sampleBudget }],
);
schemaLaws("BudgetDeleteReply", BudgetDeleteReply, fc.record({ done: fc.boolean() }), [{ done: true }]);
schemaLaws("BudgetAddProductRequest", BudgetAddProductRequest, arbFromSchema(BudgetAddProductRequest), [
  {
    product: "hotel",
    rateId: "TP-9001",
    budgetId: "4711",
    parameters: {},
    occupancy: "2-1:5",
    destinationId: "BUE",
    alternativeProductIds: ["TP-2"],
  },
  {
    product: "activity",
    rateId: "A-1",
    budgetId: "4711",
    parameters: { children: "2:5-8", date: "20261201" },
    occupancy: "2-2:5-8",
  },
]);
schemaLaws("BudgetAddProductReply", BudgetAddProductReply, arbFromSchema(BudgetAddProductReply), [
  { budgetId: "4711", notifications: { deadlineReached: false, outOfLimit: true } },
  { budgetId: "4711", notifications: null },
  { budgetId: "4711", alternativeRate: true },
]);
schemaLaws("TripDraft", TripDraft, arbFromSchema(TripDraft), [{ id: "T-1", isoCountryCode: "AR" }, { id: "T-2" }]);
schemaLaws(
  "TripDraftRequest",
  TripDraftRequest,
  fc.record({ isoCountryCode: fc.constantFrom("AR", "BR") }, { requiredKeys: [] }),
  [{}, { isoCountryCode: "AR" }],
);
schemaLaws("TripDraftReply", TripDraftReply, fc.record({ id: fc.string() }), [{ id: "T-1" }]);

describe("budget errors", () => {
  it("names the bad field", () => {
    expectDecodeFailureAt(BudgetListReply, { done: true, budgets: [{ ...sampleBudget, quotationId: 4711 }] }, [
      "budgets",
      0,
      "quotationId",
    ]);
  });
});
schemaLaws(
  "TripGetReply",
  TripGetReply,
  fc
    .record({ done: fc.boolean(), trip: fc.option(arbFromSchema(Budget), { nil: undefined }) })
    .map(({ done, trip }) => (trip === undefined ? { done } : { done, trip })),
  [{ done: true, trip: { quotationId: "9", title: "Viaje", firstName: "", lastName: "", kind: "trip" } }],
);
schemaLaws("DeadlineDigestRequest", DeadlineDigestRequest, arbFromSchema(DeadlineDigestRequest), [
  { hour: 8, timeZone: "America/Argentina/Buenos_Aires" },
  { hour: null, timeZone: "UTC" },
]);
schemaLaws("DeadlineDigestReply", DeadlineDigestReply, arbFromSchema(DeadlineDigestReply), [
  { done: true, hour: 8, timeZone: "Europe/Madrid", lastSentDate: "2026-12-02" },
  { done: true, hour: null, timeZone: "UTC" },
]);
schemaLaws("BudgetRequoteReply", BudgetRequoteReply, arbFromSchema(BudgetRequoteReply), [
  {
    done: true,
    quotedAt: "2026-12-02T10:00:00.000Z",
    quotes: [
      { itemId: "1", available: true, price: { amount: 110, currency: "USD" } },
      { itemId: "2", available: false, alternatives: [{ rateId: "H1-2", price: { amount: 450, currency: "USD" } }] },
    ],
  },
]);
schemaLaws("BudgetAcceptPricesRequest", BudgetAcceptPricesRequest, arbFromSchema(BudgetAcceptPricesRequest), [
  { itemIds: ["1", "3"] },
  { itemIds: [] },
]);
