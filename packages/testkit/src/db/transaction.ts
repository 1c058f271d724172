import type { DatabaseSync } from "node:sqlite";

/**
 * Runs `change` as one SQLite transaction: every write in it lands, or (if it throws) none does.
 *
 * `BEGIN IMMEDIATE` takes the write lock up front, so two servers on one file cannot interleave a read-then-write.
 * Nested calls join the outer transaction.
 *
 * @example inTransaction(db, () => { insertBudget(); insertItem(); })
 */
export const inTransaction = <A>(db: DatabaseSync, change: () => A): A => {
  if (db.isTransaction) return change();
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = change();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
};
