import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { addBudgetItem, countBudgets, createBudget, deleteBudget, findBudget, listBudgets } from "./budgetStore.js";
import { openDemoDb } from "./openDemoDb.js";

const customer = { title: "Propiedad", firstName: "Ana", lastName: "Paz", comments: "" };
const item = (rateId: string) => ({
  product: "hotel",
  rateId,
  parameters: {},
  occupancy: "2-0",
  destinationId: null,
  alternativeProductIds: null,
});

describe("budget store", () => {
  test.prop([fc.array(fc.constantFrom("R1", "R2", "R3", "R4", "R5", "R6"), { maxLength: 40 })], { numRuns: 1000 })(
    "records each distinct rate exactly once, whatever the order and repeats of the adds",
    (rates) => {
      const db = openDemoDb();
      const created = createBudget(db, "agente", customer, 0);
      if (created._tag !== "Created") throw new Error("not created");
      for (const [n, rateId] of rates.entries()) addBudgetItem(db, created.budget.id, item(rateId), n + 1);
      const stored = findBudget(db, created.budget.id)?.items.map((line) => line.rateId) ?? [];
      expect(stored).toEqual([...new Set(rates)]);
      db.close();
    },
  );

  test.prop([fc.array(fc.tuple(fc.constantFrom("ana", "eva"), fc.boolean()), { maxLength: 30 })], { numRuns: 300 })(
    "keeps each owner's budgets apart, and the counter equals the list",
    (steps) => {
      const db = openDemoDb();
      steps.forEach(([owner, remove], n) => {
        const mine = listBudgets(db, owner);
        const last = mine[0];
        if (remove && last !== undefined) deleteBudget(db, last.id);
        else createBudget(db, owner, { ...customer, title: `B${n}` }, n);
      });
      for (const owner of ["ana", "eva"]) {
        const mine = listBudgets(db, owner);
        expect(countBudgets(db, owner)).toBe(mine.length);
        expect(mine.every((budget) => budget.owner === owner)).toBe(true);
      }
      db.close();
    },
  );
});
