import { describe } from "vitest";
import { schemaLaws } from "../../api/test/schemaLaws.js";
import { arbFromSchema } from "../../test/arbFromSchema.js";
import { BudgetCustomerViewReply, BudgetShareEmailRequest, BudgetShareLinkReply } from "./customerViewSchema.js";

describe("customer view Schemas", () => {
  schemaLaws("BudgetShareLinkReply", BudgetShareLinkReply, arbFromSchema(BudgetShareLinkReply), [
    { done: true, link: null },
  ]);
  schemaLaws("BudgetShareEmailRequest", BudgetShareEmailRequest, arbFromSchema(BudgetShareEmailRequest), [
    { to: "ana@example.com", language: "es" },
  ]);
  schemaLaws("BudgetCustomerViewReply", BudgetCustomerViewReply, arbFromSchema(BudgetCustomerViewReply), [
    {
      done: true,
      view: { title: "Madrid", customerName: "Ana", validUntil: "2027-01-08T00:00:00.000Z", total: null, items: [] },
    },
  ]);
});
