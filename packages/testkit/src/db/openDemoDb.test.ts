import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addBudgetItem, createBudget, findBudget, listBudgets } from "./budgetStore.js";
import { DEMO_DB_MIGRATIONS } from "./migrations.js";
import { DEMO_DB_VERSION, openDemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), "travesia-db-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const customer = { title: "Vacaciones", firstName: "Ana", lastName: "López", comments: "" };

describe("openDemoDb", () => {
  it("creates the schema at the latest version, and reopening changes nothing", () => {
    const file = join(tmp(), "nested", "demo.sqlite");
    const first = openDemoDb(file);
    expect(first.prepare("PRAGMA user_version").get()).toEqual({ user_version: DEMO_DB_VERSION });
    expect(DEMO_DB_VERSION).toBe(DEMO_DB_MIGRATIONS.length);
    const created = createBudget(first, "agente", customer, 1);
    first.close();
    const second = openDemoDb(file);
    expect(second.prepare("PRAGMA user_version").get()).toEqual({ user_version: DEMO_DB_VERSION });
    expect(created._tag === "Created" && findBudget(second, created.budget.id)?.title).toBe("Vacaciones");
    second.close();
  });

  it("rolls a failed transaction back completely", () => {
    const db = openDemoDb();
    expect(() =>
      inTransaction(db, () => {
        createBudget(db, "agente", customer, 1);
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(listBudgets(db, "agente")).toEqual([]);
  });

  it("refuses a duplicate title for the same customer, case-insensitively, but not for another customer", () => {
    const db = openDemoDb();
    expect(createBudget(db, "agente", customer, 1)._tag).toBe("Created");
    expect(createBudget(db, "agente", { ...customer, title: "VACACIONES" }, 2)._tag).toBe("DuplicateBudgetTitle");
    expect(createBudget(db, "agente", { ...customer, firstName: "Eva" }, 3)._tag).toBe("Created");
    expect(createBudget(db, "otro", customer, 4)._tag).toBe("Created");
  });

  it("records the same rate once however often it is added", () => {
    const db = openDemoDb();
    const created = createBudget(db, "agente", customer, 1);
    if (created._tag !== "Created") throw new Error("not created");
    const item = {
      product: "hotel",
      rateId: "R1",
      parameters: { a: 1 },
      occupancy: "2-0",
      destinationId: null,
      alternativeProductIds: null,
    };
    expect(addBudgetItem(db, created.budget.id, item, 2).alreadyThere).toBe(false);
    expect(addBudgetItem(db, created.budget.id, item, 3).alreadyThere).toBe(true);
    expect(findBudget(db, created.budget.id)?.items).toHaveLength(1);
    expect(findBudget(db, created.budget.id)?.items[0]?.parameters).toEqual({ a: 1 });
  });
});
