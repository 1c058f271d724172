import type { DemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

/** Marks a hotel as a favourite of an owner (a user, or an anonymous visitor); idempotent. */
export const addFavourite = (db: DemoDb, owner: string, hotelId: string, now: number): void => {
  inTransaction(db, () =>
    db
      .prepare("INSERT INTO favourites (owner, hotel_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
      .run(owner, hotelId, now),
  );
};

/** Removes a favourite; whether it was there. */
export const deleteFavourite = (db: DemoDb, owner: string, hotelId: string): boolean =>
  inTransaction(
    db,
    () => db.prepare("DELETE FROM favourites WHERE owner = ? AND hotel_id = ?").run(owner, hotelId).changes > 0,
  );

/** An owner's favourite hotel ids, oldest first. */
export const listFavourites = (db: DemoDb, owner: string): string[] =>
  (
    db.prepare("SELECT hotel_id FROM favourites WHERE owner = ? ORDER BY added_at, hotel_id").all(owner) as {
      hotel_id: string;
    }[]
  ).map((row) => row.hotel_id);
