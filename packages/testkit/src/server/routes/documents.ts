import {
  ActivitiesPdfRequest,
  HotelPdfMultiRequest,
  HotelPdfRequest,
  parseOccupancy,
  VoucherRequest,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import { DEMO_BOOKINGS, type DemoBooking } from "../../db/demoActivity.js";
import { demoUserByName } from "../../db/demoUsers.js";
import { findFile, saveFile } from "../../db/fileStore.js";
import { DEMO_ID_PATTERN } from "../../internal/accountPayloads.js";
import { type PdfContent, type PdfSection, plainText, renderPdf } from "../../internal/demoPdf.js";
import { type HotelFacts, hotelFacts } from "../../internal/inventoryFacts.js";
import { badField, badRequest, readJsonBody } from "../../internal/requestBody.js";
import { CATALOG_AMENITIES } from "../../inventory/catalogs.js";
import type { InventoryStay } from "../../inventory/hotelRates.js";
import type { Inventory } from "../../inventory/inventory.js";
import { demoConvertMinor } from "../../inventory/money.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";
import { visitorState } from "../visitor.js";
import { notLoggedIn } from "./auth.js";

/** Spec 001 §8 and 002 §8: the PDF or voucher failure text. */
export const PDF_FAILURE = "Por el momento no puede realizar esta operación intente más tarde!";

/** How many rates a hotel PDF lists for the stay. */
export const PDF_RATES_LIMIT = 5;

/** Formats minor units as `USD 1.234,56` (the portal's 2 decimals; thousands with dots as in Spanish). */
export const formatPdfMoney = (minor: number, currency: string): string => {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${currency} ${sign}${units},${String(abs % 100).padStart(2, "0")}`;
};

const HOTEL_DETAIL = /\/(?:hotel|house)\/details\/[^/]+\/(\d{1,12})(?:\/([^/?#]+)\/([^/?#]+)\/([^/?#]+))?/;
const HOTEL_RESULTS = /\/(?:hotel|house)\/(?:results|milestone)\/[^/]+\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The hotel id and the stay a portal URL names (a detail URL, or a results URL for the stay only). */
export const hotelUrlFacts = (url: string): { readonly hotelId?: string; readonly stay?: InventoryStay } => {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, "http://demo.invalid").pathname);
  } catch {
    return {};
  }
  const detail = HOTEL_DETAIL.exec(path);
  const [checkIn, checkOut, rooms] =
    detail !== null ? detail.slice(2, 5) : (HOTEL_RESULTS.exec(path)?.slice(1, 4) ?? []);
  const occupancy = rooms === undefined ? undefined : parseOccupancy(rooms);
  const stay =
    checkIn !== undefined &&
    checkOut !== undefined &&
    DATE.test(checkIn) &&
    DATE.test(checkOut) &&
    checkIn < checkOut &&
    occupancy !== undefined &&
    Result.isSuccess(occupancy)
      ? { checkIn, checkOut, rooms: occupancy.success }
      : undefined;
  return { ...(detail?.[1] === undefined ? {} : { hotelId: detail[1] }), ...(stay === undefined ? {} : { stay }) };
};

const currencyOf = (c: Context<DemoEnv>) => visitorState(c.get("demo"), c.get("visitorId")).get("currency") ?? "USD";

/** The sections describing one hotel, with its cheapest rates for the stay when one is known. */
export const hotelSections = (
  inventory: Inventory,
  facts: HotelFacts,
  stay: InventoryStay | undefined,
  tripadvisor: boolean,
  currency: string,
): PdfSection[] => {
  const { hotel, city } = facts;
  const amenities = hotel.amenities
    .map((code) => CATALOG_AMENITIES.find((amenity) => amenity.code === code)?.name.es ?? code)
    .join(", ");
  const sections: PdfSection[] = [
    {
      heading: hotel.name,
      rows: [
        ["Categoría", `${hotel.stars} estrellas`],
        ["Dirección", hotel.address.join(", ")],
        ["Zona", hotel.zone.name],
        ["Destino", city.name.es],
      ],
    },
    { heading: "Descripción", paragraphs: [plainText(hotel.description.es)] },
    { heading: "Servicios", paragraphs: [amenities] },
  ];
  if (tripadvisor) {
    sections.push({
      heading: "Opiniones de viajeros",
      rows: [
        ["Puntuación", `${String(hotel.review.rating).replace(".", ",")} / 5 (${hotel.review.reviews} opiniones)`],
      ],
    });
  }
  if (stay !== undefined) {
    const rates = inventory.ratesOf(hotel, stay).slice(0, PDF_RATES_LIMIT);
    sections.push({
      heading: `Tarifas del ${stay.checkIn} al ${stay.checkOut}`,
      rows: rates.map((rate) => [
        `${rate.rooms.map((room) => room.type.name.es).join(" + ")} · ${rate.board.name.es}`,
        `${formatPdfMoney(demoConvertMinor(rate.totalUsdMinor, currency), currency)} (${
          rate.policyKind === "G" ? "cancelación gratuita" : rate.policyKind === "C" ? "con gastos" : "no reembolsable"
        })`,
      ]),
    });
  }
  return sections;
};

const FOOTER = (now: Date) =>
  `Generado el ${now.toISOString().slice(0, 10)}. Precios sujetos a disponibilidad al momento de reservar. Datos de demostración.`;

/** Renders, stores and answers `{done, file}` with the download path. */
const sendPdf = async (c: Context<DemoEnv>, name: string, content: PdfContent) => {
  const demo = c.get("demo");
  const now = demo.now();
  const bytes = await renderPdf(content, now);
  const id = saveFile(demo.db, { name, contentType: "application/pdf", content: bytes }, now.getTime());
  return c.json({ done: true, file: `/files/${id}.pdf` });
};

/** Builds a hotel's PDF content from a portal URL; used by the share-with-PDF mail too. */
export const hotelPdfContent = (
  inventory: Inventory,
  facts: HotelFacts,
  stay: InventoryStay | undefined,
  tripadvisor: boolean,
  currency: string,
  now: Date,
): PdfContent => ({
  title: facts.hotel.name,
  subtitle: `${facts.city.name.es} · ${facts.hotel.stars} estrellas`,
  sections: hotelSections(inventory, facts, stay, tripadvisor, currency),
  footer: FOOTER(now),
});

/** `id_h` is a list of ids; an entry may itself be a comma-separated list (the legacy form field). */
const idList = (idH: readonly string[]): string[] =>
  idH
    .flatMap((entry) => entry.split(","))
    .map((id) => id.trim())
    .filter((id) => id !== "");

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
        ["Desde", booking.checkIn],
        ["Hasta", booking.checkOut],
        ["Habitación", booking.room],
        ["Régimen", booking.board],
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
  footer: FOOTER(now),
});

/**
 * Documents (spec 001 §7 and 002 §7): `POST /hotel/pdf {url, tripadvisor}`, `POST /hotel/pdf/multi {id_h,
 * tripadvisor, url}`, `POST /activities/pdf {url, canonicalId}` and `POST /bookingAdmin/printVoucher {params}`
 * answer `{done, file}`; the file is a real PDF (pdfkit) downloaded from `GET /files/{id}.pdf`.
 */
export const documentRoutes = new Hono<DemoEnv>()
  .post("/hotel/pdf", async (c) => {
    const payload = await readJsonBody(c, HotelPdfRequest);
    if (Result.isFailure(payload)) return badRequest(c, payload.failure);
    const { hotelId, stay } = hotelUrlFacts(payload.success.url);
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
      hotelPdfContent(inventory, facts, stay, payload.success.tripadvisor, currencyOf(c), now),
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
      facts === undefined ? [] : hotelSections(inventory, facts, stay, tripadvisor, currency),
    );
    return sendPdf(c, "hoteles.pdf", {
      title: `${found.length} hoteles seleccionados`,
      ...(stay === undefined ? {} : { subtitle: `Del ${stay.checkIn} al ${stay.checkOut}` }),
      sections,
      footer: FOOTER(now),
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
      footer: FOOTER(c.get("demo").now()),
    });
  })
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
