import type { HotelContent, HotelContentChange } from "@travesia/core";
import type { DemoDb } from "./openDemoDb.js";
import { type ChangeAuthor, recordAudit, type StoredAuditEntry } from "./portalSettingsStore.js";
import { inTransaction } from "./transaction.js";

/** The content an administrator saved for a hotel, if any (the inventory's own otherwise). */
export const savedHotelContent = (db: DemoDb, hotelId: string): HotelContent | undefined => {
  const row = db.prepare("SELECT content FROM hotel_content WHERE hotel_id = ?").get(hotelId) as
    | { content: string }
    | undefined;
  return row === undefined ? undefined : (JSON.parse(row.content) as HotelContent);
};

/** Saves a hotel's content and records each change in the audit list (module `hotels`, target the hotel), at once. */
export const saveHotelContent = (
  db: DemoDb,
  hotelId: string,
  content: HotelContent,
  changes: readonly HotelContentChange[],
  author: ChangeAuthor,
  undoOf?: number,
): StoredAuditEntry[] =>
  inTransaction(db, () => {
    db.prepare(
      "INSERT INTO hotel_content (hotel_id, content, updated_at) VALUES (?, ?, ?) " +
        "ON CONFLICT (hotel_id) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at",
    ).run(hotelId, JSON.stringify(content), author.at);
    return recordAudit(db, "hotels", hotelId, changes, author, undoOf);
  });

/** An uploaded image as stored: re-encoded by the server, with its thumbnail, never the bytes that were sent. */
export interface StoredHotelImage {
  readonly id: string;
  readonly hotelId: string;
  readonly contentType: string;
  readonly image: Uint8Array;
  readonly thumbnail: Uint8Array;
}

/** Stores an uploaded image under a fresh random id (the only name it is ever served by) and returns the id. */
export const saveHotelImage = (db: DemoDb, image: Omit<StoredHotelImage, "id">, now: number): string => {
  const id = crypto.randomUUID();
  db.prepare(
    "INSERT INTO hotel_images (id, hotel_id, content_type, image, thumbnail, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(id, image.hotelId, image.contentType, image.image, image.thumbnail, now);
  return id;
};

/** A stored image by id, if any. */
export const hotelImage = (db: DemoDb, id: string): StoredHotelImage | undefined => {
  const row = db
    .prepare("SELECT id, hotel_id, content_type, image, thumbnail FROM hotel_images WHERE id = ?")
    .get(id) as
    | { id: string; hotel_id: string; content_type: string; image: Uint8Array; thumbnail: Uint8Array }
    | undefined;
  return row === undefined
    ? undefined
    : { id: row.id, hotelId: row.hotel_id, contentType: row.content_type, image: row.image, thumbnail: row.thumbnail };
};

/** The ids of a hotel's uploaded images, oldest first. */
export const hotelImageIds = (db: DemoDb, hotelId: string): string[] =>
  (
    db.prepare("SELECT id FROM hotel_images WHERE hotel_id = ? ORDER BY created_at, rowid").all(hotelId) as unknown as {
      id: string;
    }[]
  ).map((row) => row.id);
