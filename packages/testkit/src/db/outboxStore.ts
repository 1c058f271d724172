import type { DemoDb } from "./openDemoDb.js";
import { inTransaction } from "./transaction.js";

/** An e-mail the demo "sent": it lands here, never on the network (spec 001 §3 "Share e-mail" fields). */
export interface OutboxMail {
  readonly id: number;
  readonly sentAt: number;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly hotelname: string | null;
  readonly hotelUrl: string | null;
  readonly productId: string | null;
  readonly tripadvisor: boolean;
  /** Download path of the attached PDF (`/files/{id}.pdf`), for `/hotel/emailPDF`. */
  readonly attachment: string | null;
}

/** What sending records. */
export type NewOutboxMail = Omit<OutboxMail, "id" | "sentAt" | "attachment"> & { readonly attachmentId: string | null };

type OutboxRow = {
  id: number;
  sent_at: number;
  sender: string;
  recipient: string;
  subject: string;
  body: string;
  hotel_name: string | null;
  hotel_url: string | null;
  product_id: string | null;
  tripadvisor: number;
  attachment_id: string | null;
};

/** Puts a mail in the outbox in one transaction and returns it. */
export const sendToOutbox = (db: DemoDb, mail: NewOutboxMail, now: number): OutboxMail =>
  inTransaction(db, () => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO outbox (sent_at, sender, recipient, subject, body, hotel_name, hotel_url, product_id, tripadvisor,
           attachment_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        now,
        mail.from,
        mail.to,
        mail.subject,
        mail.body,
        mail.hotelname,
        mail.hotelUrl,
        mail.productId,
        mail.tripadvisor ? 1 : 0,
        mail.attachmentId,
      );
    const sent = listOutbox(db, { id: Number(lastInsertRowid) })[0];
    if (sent === undefined) throw new Error("mail vanished inside its own transaction");
    return sent;
  });

/** The outbox, newest first, optionally only the mails to one address or one mail by id. */
export const listOutbox = (db: DemoDb, filter: { readonly to?: string; readonly id?: number } = {}): OutboxMail[] => {
  const rows = (
    filter.id !== undefined
      ? db.prepare("SELECT * FROM outbox WHERE id = ?").all(filter.id)
      : filter.to !== undefined
        ? db.prepare("SELECT * FROM outbox WHERE lower(recipient) = lower(?) ORDER BY id DESC").all(filter.to)
        : db.prepare("SELECT * FROM outbox ORDER BY id DESC").all()
  ) as OutboxRow[];
  return rows.map((row) => ({
    id: row.id,
    sentAt: row.sent_at,
    from: row.sender,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    hotelname: row.hotel_name,
    hotelUrl: row.hotel_url,
    productId: row.product_id,
    tripadvisor: row.tripadvisor === 1,
    attachment: row.attachment_id === null ? null : `/files/${row.attachment_id}.pdf`,
  }));
};
