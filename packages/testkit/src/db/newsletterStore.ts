import type { DemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

/** Signs an e-mail address up for the newsletter; `false` when it was already signed up (case-insensitive). */
export const subscribeNewsletter = (db: DemoDb, email: string, now: number): boolean =>
  inTransaction(
    db,
    () =>
      db
        .prepare("INSERT INTO newsletter (email, subscribed_at) VALUES (?, ?) ON CONFLICT DO NOTHING")
        .run(email.toLowerCase(), now).changes > 0,
  );
