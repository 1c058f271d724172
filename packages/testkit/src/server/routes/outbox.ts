import { HotelShareEmailRequest } from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { saveFile } from "../../db/fileStore.js";
import { listOutbox, sendToOutbox } from "../../db/outboxStore.js";
import { inTransaction } from "../../db/transaction.js";
import { EMAIL_PATTERN } from "../../internal/accountPayloads.js";
import { renderPdf } from "../../internal/demoPdf.js";
import { hotelPdfContent, hotelUrlFacts } from "../../internal/hotelPdf.js";
import { hotelFacts } from "../../internal/inventoryFacts.js";
import { badField, badRequest, readJsonBody } from "../../internal/requestBody.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";
import { visitorState } from "../visitor.js";

/** Spec 001 §8: "Share: 'Se ha enviado tu correo.' / 'No se ha enviado tu correo'". */
export const SHARE_MESSAGES = { sent: "Se ha enviado tu correo.", failed: "No se ha enviado tu correo" } as const;

/** Spec 001 §5: "from and to required only for the PDF variant, message 'Campo requerido'". */
export const FIELD_REQUIRED = "Campo requerido";

/** The sender used when the plain share mail names none. */
const DEMO_SENDER = "no-responder@travesia.example.com";

const filled = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === "" ? undefined : value.trim();

const share = async (c: Context<DemoEnv>, withPdf: boolean) => {
  const payload = await readJsonBody(c, HotelShareEmailRequest);
  if (Result.isFailure(payload)) return badRequest(c, payload.failure);
  const mail = payload.success;
  const user = c.get("user");
  const given = { from: filled(mail.from), to: filled(mail.to) };
  for (const field of ["from", "to"] as const) {
    const value = given[field];
    if (value === undefined && (withPdf || (field === "to" && user === undefined))) {
      return badRequest(c, badField(field, FIELD_REQUIRED));
    }
    if (value !== undefined && (!EMAIL_PATTERN.test(value) || value.length > 254)) {
      return badRequest(c, badField(field, "expected an e-mail address"));
    }
  }
  if (scenarioActive(c, "email-fail")) return c.json({ done: false, error: SHARE_MESSAGES.failed }, 500);
  const demo = c.get("demo");
  const now = demo.now();
  const hotelUrl = mail.hotelUrl.trim() === "" ? null : mail.hotelUrl;
  let attachment: { readonly name: string; readonly bytes: Uint8Array } | undefined;
  if (withPdf) {
    const fromUrl = hotelUrl === null ? {} : hotelUrlFacts(hotelUrl);
    const facts = hotelFacts(demo.inventory, fromUrl.hotelId ?? mail.productId);
    const currency = visitorState(demo, c.get("visitorId")).get("currency") ?? "USD";
    const content =
      facts !== undefined
        ? hotelPdfContent(demo.inventory, facts, fromUrl.stay, mail.tripadvisor, currency, now, fromUrl.rateIds)
        : { title: mail.hotelname || "Hotel", sections: [{ heading: "Enlace", paragraphs: [hotelUrl ?? ""] }] };
    attachment = { name: `${content.title}.pdf`, bytes: await renderPdf(content, now) };
  }
  // The attachment and the mail land together or not at all.
  const sent = inTransaction(demo.db, () =>
    sendToOutbox(
      demo.db,
      {
        from: given.from ?? user?.email ?? DEMO_SENDER,
        to: given.to ?? user?.email ?? "",
        subject: mail.subject.trim() === "" ? `Te comparto ${mail.hotelname || "este hotel"}` : mail.subject,
        body: mail.body,
        hotelname: mail.hotelname === "" ? null : mail.hotelname,
        hotelUrl,
        productId: mail.productId === "" ? null : mail.productId,
        tripadvisor: mail.tripadvisor,
        attachmentId:
          attachment === undefined
            ? null
            : saveFile(
                demo.db,
                { name: attachment.name, contentType: "application/pdf", content: attachment.bytes },
                now.getTime(),
              ),
      },
      now.getTime(),
    ),
  );
  return c.json({ done: true, message: SHARE_MESSAGES.sent, id: String(sent.id), attachment: sent.attachment });
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Share by e-mail (spec 001 §7: `POST /hotel/email` and `POST /hotel/emailPDF`, reply `done`): mails land in the
 * demo outbox, never on the network. `GET /api/outbox[?to=]` lists them (newest first) for tests;
 * `GET /outbox.html` shows them to a person.
 */
export const outboxRoutes = new Hono<DemoEnv>()
  .post("/hotel/email", (c) => share(c, false))
  .post("/hotel/emailPDF", (c) => share(c, true))
  .get("/api/outbox", (c) => {
    const to = c.req.query("to");
    return c.json({ done: true, messages: listOutbox(c.get("demo").db, to === undefined ? {} : { to }) });
  })
  .get("/outbox.html", (c) => {
    const mails = listOutbox(c.get("demo").db);
    const rows = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p><strong>De:</strong> ${escapeHtml(mail.from)} · <strong>Para:</strong> ${escapeHtml(mail.to)} · <time>${new Date(mail.sentAt).toISOString()}</time></p>
  ${mail.hotelname === null ? "" : `<p><strong>Hotel:</strong> ${escapeHtml(mail.hotelname)}${mail.hotelUrl === null ? "" : ` — ${escapeHtml(mail.hotelUrl)}`}</p>`}
  <pre>${escapeHtml(mail.body)}</pre>
  ${mail.attachment === null ? "" : `<p><a href="${escapeHtml(mail.attachment)}">PDF adjunto</a></p>`}
</article>`,
      )
      .join("\n");
    return c.html(`<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bandeja de salida (demo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><main><h1>Bandeja de salida (demo)</h1>
<p>${mails.length} correos. Ninguno sale a la red.</p>
${rows}
</main></body></html>`);
  });
