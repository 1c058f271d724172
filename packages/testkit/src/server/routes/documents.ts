import { ActivitiesPdfRequest, HotelPdfMultiRequest, HotelPdfRequest, translate, VoucherRequest } from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { DEMO_BOOKINGS, type DemoBooking } from "../../db/demoActivity.js";
import { demoUserByName } from "../../db/demoUsers.js";
import { findFile, saveFile } from "../../db/fileStore.js";
import { DEMO_ID_PATTERN } from "../../internal/accountPayloads.js";
import { type PdfContent, renderPdf } from "../../internal/demoPdf.js";
import {
  dayMonthYear,
  formatPdfMoney,
  hotelPdfContent,
  hotelSections,
  hotelUrlFacts,
  pdfFooter,
} from "../../internal/hotelPdf.js";
import { hotelFacts } from "../../internal/inventoryFacts.js";
import { circuitPdf, type ProductPdf, transferPdf } from "../../internal/productPdf.js";
import { badField, badRequest, readJsonBody } from "../../internal/requestBody.js";
import type { Inventory } from "../../inventory/inventory.js";
import type { DemoEnv } from "../context.js";
import { notLoggedIn } from "../login.js";
import { scenarioActive } from "../scenario.js";
import { visitorState } from "../visitor.js";

/** Spec 001 §8 and 002 §8: the PDF or voucher failure text. */
export const PDF_FAILURE = "Por el momento no puede realizar esta operación intente más tarde!";

const currencyOf = (c: Context<DemoEnv>) => visitorState(c.get("demo"), c.get("visitorId")).get("currency") ?? "USD";

/** Renders, stores and answers `{done, file}` with the download path. */
const sendPdf = async (c: Context<DemoEnv>, name: string, content: PdfContent) => {
  const demo = c.get("demo");
  const now = demo.now();
  const bytes = await renderPdf(content, now);
  const id = saveFile(demo.db, { name, contentType: "application/pdf", content: bytes }, now.getTime());
  return c.json({ done: true, file: `/files/${id}.pdf` });
};

/** `id_h` is a list of ids; an entry may itself be a comma-separated list (the legacy form field). */
const idList = (idH: readonly string[]): string[] =>
  idH
    .flatMap((entry) => entry.split(","))
    .map((id) => id.trim())
    .filter((id) => id !== "");

/** The voucher's two dates by product: a stay's, a transfer's ways, a circuit's departure and return. */
const STAY_LABELS = ["Desde", "Hasta"] as const;
const DATE_LABELS: Readonly<Record<string, readonly [string, string]>> = {
  trf: ["Ida", "Vuelta"],
  cir: ["Salida", "Regreso"],
};

const voucherContent = (booking: DemoBooking, now: Date): PdfContent => ({
  title: `Voucher ${booking.bookingReferenceId}`,
  subtitle: `${booking.service} · ${booking.destination}`,
  sections: [
    {
      heading: "Reserva",
      rows: [
        ["Referencia", booking.bookingReferenceId],
        ["Servicio", booking.service],
        ["Destino", booking.destination],
        ...(DATE_LABELS[booking.productTypeId] ?? STAY_LABELS).map(
          (label, index) => [label, index === 0 ? booking.checkIn : booking.checkOut] as const,
        ),
        // A transfer or an activity has neither room nor board ('—'): its voucher leaves them out.
        ...(booking.room === "—" ? [] : [["Habitación", booking.room] as const]),
        ...(booking.board === "—" ? [] : [["Régimen", booking.board] as const]),
        ["Proveedor", booking.supplier],
        ["Total", formatPdfMoney(booking.total.amount, booking.total.currency)],
      ],
    },
    { heading: "Pasajeros", paragraphs: [booking.passengers.join(", ")] },
    ...(booking.offline
      ? [
          {
            heading: "Aviso",
            paragraphs: [
              "Recuperamos la información histórica de tu reserva. Recomendamos revisar la misma con tu agente/proveedor",
            ],
          },
        ]
      : []),
  ],
  footer: pdfFooter(now),
});

/** A transfer's or a circuit's PDF (ours, the activity PDF's `{url, canonicalId}`): the product's content, or why none. */
const productPdf = async (
  c: Context<DemoEnv>,
  content: (inventory: Inventory, url: string, id: string, now: Date) => ProductPdf,
) => {
  const payload = await readJsonBody(c, ActivitiesPdfRequest);
  if (Result.isFailure(payload)) return badRequest(c, payload.failure);
  if (scenarioActive(c, "pdf-fail")) return c.json({ done: false, error: PDF_FAILURE }, 500);
  const pdf = content(c.get("demo").inventory, payload.success.url, payload.success.canonicalId, c.get("demo").now());
  return pdf._tag === "refused"
    ? c.json({ done: false, error: pdf.error }, pdf.status)
    : sendPdf(c, pdf.name, pdf.content);
};

/**
 * Documents (spec 001 §7 and 002 §7): `POST /hotel/pdf {url, tripadvisor}`, `POST /hotel/pdf/multi {id_h,
 * tripadvisor, url}`, `POST /activities/pdf {url, canonicalId}`, ours `POST /transfers/pdf` and `POST /circuits/pdf`
 * (the same payload) and `POST /bookingAdmin/printVoucher {params}`
 * answer `{done, file}`; the file is a real PDF (pdfkit) downloaded from `GET /files/{id}.pdf`.
 */
export const documentRoutes = new Hono<DemoEnv>()
  .post("/hotel/pdf", async (c) => {
    const payload = await readJsonBody(c, HotelPdfRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const { hotelId, stay, rateIds } = hotelUrlFacts(payload.success.url);
    if (hotelId === undefined) {
      return c.json(
        { done: false, error: "url: expected a hotel detail URL (/hotel/details/{name}/{hotelId}/…)", field: "url" },
        400,
      );
    }
    const inventory = c.get("demo").inventory;
    const facts = hotelFacts(inventory, hotelId);
    if (facts === undefined) return c.json({ done: false, error: `url: unknown hotel ${hotelId}` }, 404);
    if (scenarioActive(c, "pdf-fail")) return c.json({ done: false, error: PDF_FAILURE }, 500);
    const now = c.get("demo").now();
    return sendPdf(
      c,
      `${facts.hotel.name}.pdf`,
      hotelPdfContent(inventory, facts, stay, payload.success.tripadvisor, currencyOf(c), now, rateIds),
    );
  })
  .post("/hotel/pdf/multi", async (c) => {
    const payload = await readJsonBody(c, HotelPdfMultiRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const ids = idList(payload.success.id_h);
    if (ids.length === 0)
      return c.json({ done: false, error: "id_h: expected at least one hotel id", field: "id_h" }, 400);
    const bad = ids.find((id) => !/^\d{1,12}$/.test(id));
    if (bad !== undefined)
      return c.json({ done: false, error: `id_h: "${bad}" is not a hotel id`, field: "id_h" }, 400);
    const inventory = c.get("demo").inventory;
    const found = ids.map((id) => [id, hotelFacts(inventory, id)] as const);
    const missing = found.find(([, facts]) => facts === undefined);
    if (missing !== undefined) return c.json({ done: false, error: `id_h: unknown hotel ${missing[0]}` }, 404);
    if (scenarioActive(c, "pdf-fail")) return c.json({ done: false, error: PDF_FAILURE }, 500);
    const { stay } = hotelUrlFacts(payload.success.url);
    const { tripadvisor } = payload.success;
    const currency = currencyOf(c);
    const now = c.get("demo").now();
    const sections = found.flatMap(([, facts]) =>
      facts === undefined
        ? []
        : hotelSections(inventory, facts, stay, tripadvisor, currency, now.toISOString().slice(0, 10)),
    );
    return sendPdf(c, "hoteles.pdf", {
      title: translate("es", "hotelShare.pdfSelected", { count: found.length }),
      ...(stay === undefined
        ? {}
        : { subtitle: `Del ${dayMonthYear(stay.checkIn)} al ${dayMonthYear(stay.checkOut)}` }),
      sections,
      footer: pdfFooter(now),
    });
  })
  .post("/activities/pdf", async (c) => {
    const payload = await readJsonBody(c, ActivitiesPdfRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    if (scenarioActive(c, "pdf-fail")) return c.json({ done: false, error: PDF_FAILURE }, 500);
    const { url, canonicalId } = payload.success;
    if (!DEMO_ID_PATTERN.test(canonicalId)) return badRequest(c, badField("canonicalId", "expected an activity id"));
    let path = url;
    try {
      path = decodeURIComponent(new URL(url, "http://demo.invalid").pathname);
    } catch {
      return c.json({ done: false, error: "url: not a URL", field: "url" }, 400);
    }
    const dates = path.match(/\d{4}-?\d{2}-?\d{2}/g) ?? [];
    // The inventory has no activities yet: the document holds what the request says.
    return sendPdf(c, `actividad-${canonicalId}.pdf`, {
      title: `Actividad ${canonicalId}`,
      sections: [
        {
          heading: "Detalle",
          rows: [
            ["Código", String(canonicalId)],
            ["Búsqueda", path],
            ...(dates.length > 0 ? [["Fechas", dates.join(" al ")] as const] : []),
          ],
        },
      ],
      footer: pdfFooter(c.get("demo").now()),
    });
  })
  .post("/transfers/pdf", (c) => productPdf(c, transferPdf))
  .post("/circuits/pdf", (c) => productPdf(c, circuitPdf))
  .post("/bookingAdmin/printVoucher", async (c) => {
    const payload = await readJsonBody(c, VoucherRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const { params } = payload.success;
    const booking = DEMO_BOOKINGS.find((known) => known.bookingReferenceId === params.bookingReferenceId);
    if (booking === undefined) {
      return c.json(
        { done: false, error: `params.bookingReferenceId: unknown booking ${params.bookingReferenceId}` },
        404,
      );
    }
    const user = c.get("user");
    if (user === undefined) {
      // Spec 002 §6: the B2C portal adds the customer's e-mail to the voucher link: it identifies the booking's owner.
      const owner = demoUserByName(booking.owner);
      if (params.email === undefined || owner?.email !== params.email.toLowerCase()) return notLoggedIn(c);
    } else if (user.username !== booking.owner) {
      return c.json({ done: false, error: "No tiene permisos para ver esta reserva." }, 403);
    }
    if (scenarioActive(c, "pdf-fail")) return c.json({ done: false, error: PDF_FAILURE }, 500);
    const offline = booking.offline || params.forceOffline || scenarioActive(c, "voucher-offline");
    const now = c.get("demo").now();
    const bytes = await renderPdf(voucherContent({ ...booking, offline }, now), now);
    const id = saveFile(
      c.get("demo").db,
      { name: `voucher-${booking.bookingReferenceId}.pdf`, contentType: "application/pdf", content: bytes },
      now.getTime(),
    );
    return c.json({ done: true, file: `/files/${id}.pdf`, offline });
  })
  .get("/files/:file", (c) => {
    const match = /^([0-9a-f-]{36})\.pdf$/.exec(c.req.param("file"));
    const file = match?.[1] === undefined ? undefined : findFile(c.get("demo").db, match[1]);
    if (file === undefined) return c.json({ done: false, error: "file: not found" }, 404);
    return c.body(file.content as Uint8Array<ArrayBuffer>, 200, {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.name.replace(/[^\w .-]/g, "_")}"`,
      "cache-control": "private, max-age=3600",
    });
  });
