import type { DemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

/** A product recorded in a budget or trip (spec 000 §3: the add-product payload). */
export interface BudgetItem {
  readonly itemId: number;
  readonly product: string;
  readonly rateId: string;
  readonly parameters: unknown;
  readonly occupancy: string;
  readonly destinationId: string | null;
  readonly alternativeProductIds: string | null;
  readonly addedAt: number;
  /** The price the agent accepted on a re-quote (USD minor units in the demo), or null: the price it was added at. */
  readonly acceptedPrice: { readonly minor: number; readonly currency: string } | null;
  /** When that price was accepted. */
  readonly pricedAt: number | null;
}

/** A saved budget (quotation) or trip draft. Both share one id space: `/v3/trip/edit/{budgetId}` takes either. */
export interface StoredBudget {
  readonly id: number;
  readonly owner: string;
  readonly kind: "budget" | "trip";
  readonly title: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly comments: string;
  readonly isoCountryCode: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** When the agent last accepted re-quoted prices. */
  readonly repricedAt: number | null;
  readonly items: readonly BudgetItem[];
}

/** What a new budget needs (spec 000 §3: "Budget creation payload: title, firstName, lastName, comments"). */
export interface NewBudget {
  readonly title: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly comments: string;
}

/** What adding a product records. */
export interface NewBudgetItem {
  readonly product: string;
  readonly rateId: string;
  readonly parameters: unknown;
  readonly occupancy: string;
  readonly destinationId: string | null;
  readonly alternativeProductIds: string | null;
}

type BudgetRow = {
  id: number;
  owner: string;
  kind: "budget" | "trip";
  title: string;
  first_name: string;
  last_name: string;
  comments: string;
  iso_country_code: string | null;
  created_at: number;
  updated_at: number;
  repriced_at: number | null;
};

type ItemRow = {
  id: number;
  budget_id: number;
  product: string;
  rate_id: string;
  parameters: string;
  occupancy: string;
  destination_id: string | null;
  alternative_product_ids: string | null;
  added_at: number;
  price_minor: number | null;
  price_currency: string | null;
  priced_at: number | null;
};

const toItem = (row: ItemRow): BudgetItem => ({
  itemId: row.id,
  product: row.product,
  rateId: row.rate_id,
  parameters: JSON.parse(row.parameters),
  occupancy: row.occupancy,
  destinationId: row.destination_id,
  alternativeProductIds: row.alternative_product_ids,
  addedAt: row.added_at,
  acceptedPrice:
    row.price_minor === null || row.price_currency === null
      ? null
      : { minor: row.price_minor, currency: row.price_currency },
  pricedAt: row.priced_at,
});

const withItems = (db: DemoDb, rows: readonly BudgetRow[]): StoredBudget[] => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = db
    .prepare(`SELECT * FROM budget_items WHERE budget_id IN (${ids.map(() => "?").join(",")}) ORDER BY id`)
    .all(...ids) as ItemRow[];
  return rows.map((row) => ({
    id: row.id,
    owner: row.owner,
    kind: row.kind,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    comments: row.comments,
    isoCountryCode: row.iso_country_code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    repricedAt: row.repriced_at,
    items: items.filter((item) => item.budget_id === row.id).map(toItem),
  }));
};

/** One budget or trip by id, whoever owns it (the caller checks ownership to tell 403 from 404). */
export const findBudget = (db: DemoDb, id: number): StoredBudget | undefined =>
  withItems(db, db.prepare("SELECT * FROM budgets WHERE id = ?").all(id) as BudgetRow[])[0];

/** An owner's budgets and trips, most recently changed first. */
export const listBudgets = (db: DemoDb, owner: string, kind?: "budget" | "trip"): StoredBudget[] =>
  withItems(
    db,
    (kind === undefined
      ? db.prepare("SELECT * FROM budgets WHERE owner = ? ORDER BY updated_at DESC, id DESC").all(owner)
      : db
          .prepare("SELECT * FROM budgets WHERE owner = ? AND kind = ? ORDER BY updated_at DESC, id DESC")
          .all(owner, kind)) as BudgetRow[],
  );

/** How many budgets an owner has, trip drafts included (pricer mode's quotations): the header's budgets counter. */
export const countBudgets = (db: DemoDb, owner: string): number =>
  Number((db.prepare("SELECT count(*) AS n FROM budgets WHERE owner = ?").get(owner) as { n: number }).n);

/** Why a budget could not be created. */
export type CreateBudgetError = { readonly _tag: "DuplicateBudgetTitle"; readonly existingId: number };

/**
 * Creates a budget in one transaction, refusing a second budget with the same title for the same customer
 * (first and last name, case-insensitive) of the same owner: the demo's case of spec 000 §8 "Budget create 409".
 * A budget opened implicitly by an add (`refuseDuplicateTitle: false`) skips that check.
 */
export const createBudget = (
  db: DemoDb,
  owner: string,
  budget: NewBudget,
  now: number,
  refuseDuplicateTitle = true,
): { readonly _tag: "Created"; readonly budget: StoredBudget } | CreateBudgetError =>
  inTransaction(db, () => {
    const duplicate = !refuseDuplicateTitle
      ? undefined
      : (db
          .prepare(
            `SELECT id FROM budgets WHERE owner = ? AND kind = 'budget' AND lower(title) = lower(?)
         AND lower(first_name) = lower(?) AND lower(last_name) = lower(?)`,
          )
          .get(owner, budget.title, budget.firstName, budget.lastName) as { id: number } | undefined);
    if (duplicate !== undefined) return { _tag: "DuplicateBudgetTitle", existingId: duplicate.id } as const;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO budgets (owner, kind, title, first_name, last_name, comments, created_at, updated_at)
         VALUES (?, 'budget', ?, ?, ?, ?, ?, ?)`,
      )
      .run(owner, budget.title, budget.firstName, budget.lastName, budget.comments, now, now);
    const created = findBudget(db, Number(lastInsertRowid));
    if (created === undefined) throw new Error("budget vanished inside its own transaction");
    return { _tag: "Created", budget: created } as const;
  });

/** Creates an empty trip draft (`POST /v3/api/create/draft`, spec 000 §7) in one transaction. */
export const createTripDraft = (db: DemoDb, owner: string, isoCountryCode: string | null, now: number): StoredBudget =>
  inTransaction(db, () => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO budgets (owner, kind, title, first_name, last_name, iso_country_code, created_at, updated_at)
         VALUES (?, 'trip', 'Viaje sin título', '', '', ?, ?, ?)`,
      )
      .run(owner, isoCountryCode, now, now);
    const created = findBudget(db, Number(lastInsertRowid));
    if (created === undefined) throw new Error("trip vanished inside its own transaction");
    return created;
  });

/**
 * Records a product in a budget or trip in one transaction. Adding the same rate of the same product twice keeps
 * one line (the add button may be pressed again after a lost reply), so concurrent adds never duplicate.
 */
export const addBudgetItem = (
  db: DemoDb,
  budgetId: number,
  item: NewBudgetItem,
  now: number,
): { readonly item: BudgetItem; readonly alreadyThere: boolean } =>
  inTransaction(db, () => {
    const insert = db
      .prepare(
        `INSERT INTO budget_items
           (budget_id, product, rate_id, parameters, occupancy, destination_id, alternative_product_ids, added_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (budget_id, product, rate_id) DO NOTHING`,
      )
      .run(
        budgetId,
        item.product,
        item.rateId,
        JSON.stringify(item.parameters ?? null),
        item.occupancy,
        item.destinationId,
        item.alternativeProductIds,
        now,
      );
    db.prepare("UPDATE budgets SET updated_at = ? WHERE id = ?").run(now, budgetId);
    const row = db
      .prepare("SELECT * FROM budget_items WHERE budget_id = ? AND product = ? AND rate_id = ?")
      .get(budgetId, item.product, item.rateId) as ItemRow;
    return { item: toItem(row), alreadyThere: insert.changes === 0 };
  });

/** Deletes a budget or trip and its items in one transaction; whether it existed. */
export const deleteBudget = (db: DemoDb, id: number): boolean =>
  inTransaction(db, () => db.prepare("DELETE FROM budgets WHERE id = ?").run(id).changes > 0);

/** A re-quoted price an agent accepts for one item of a budget. */
export interface AcceptedItemPrice {
  readonly itemId: number;
  readonly minor: number;
  readonly currency: string;
}

/**
 * Keeps the re-quoted prices an agent accepted, in one transaction, and records when the budget was re-priced.
 * Items of other budgets are left alone.
 */
export const acceptItemPrices = (
  db: DemoDb,
  budgetId: number,
  prices: readonly AcceptedItemPrice[],
  now: number,
): void =>
  inTransaction(db, () => {
    const update = db.prepare(
      "UPDATE budget_items SET price_minor = ?, price_currency = ?, priced_at = ? WHERE id = ? AND budget_id = ?",
    );
    for (const price of prices) update.run(price.minor, price.currency, now, price.itemId, budgetId);
    db.prepare("UPDATE budgets SET repriced_at = ?, updated_at = ? WHERE id = ?").run(now, now, budgetId);
  });
