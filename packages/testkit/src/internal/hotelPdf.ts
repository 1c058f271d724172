import { formatMoney, formatNumber, money, parseOccupancy, translate } from "@travesia/core";
import { Result } from "effect";
import { CATALOG_AMENITIES } from "../inventory/catalogs.js";
import { inventoryHotelPolicy } from "../inventory/hotelPolicy.js";
import { type InventoryRate, type InventoryStay, parseHotelTripProductId } from "../inventory/hotelRates.js";
import type { Inventory } from "../inventory/inventory.js";
import { demoConvertMinor } from "../inventory/money.js";
import { type PdfBlock, type PdfContent, type PdfSection, plainText } from "./demoPdf.js";
import type { HotelFacts } from "./inventoryFacts.js";

// A hotel's PDF content, shared by the document routes (`/hotel/pdf`) and the share-with-PDF mail (outbox routes).

/** How many rates a hotel PDF lists for the stay when the URL names none (a results card shows the first 3). */
const PDF_RATES_DEFAULT = 3;

/** How many named rates a hotel PDF prints at most (core's `HOTEL_PDF_MAX_RATES`). */
const PDF_RATES_MAX = 10;

/** Formats minor units as `USD 1.234,56`: core's money display in Spanish, the PDF's language. */
export const formatPdfMoney = (minor: number, currency: string): string => formatMoney(money(minor, currency), "es");

const HOTEL_DETAIL = /\/(?:hotel|house)\/details\/[^/]+\/(\d{1,12})(?:\/([^/?#]+)\/([^/?#]+)\/([^/?#]+))?/;
const HOTEL_RESULTS = /\/(?:hotel|house)\/(?:results|milestone)\/[^/]+\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The hotel id and the stay a portal URL names (a detail URL, or a results URL for the stay only), and the rates its
 * `rates` query names (core's `hotelPdfRequest`: the trip product ids the visitor had in view).
 */
export const hotelUrlFacts = (
  url: string,
): { readonly hotelId?: string; readonly stay?: InventoryStay; readonly rateIds?: readonly string[] } => {
  let path: string;
  let rateIds: string[] = [];
  try {
    const parsed = new URL(url, "http://demo.invalid");
    path = decodeURIComponent(parsed.pathname);
    rateIds = (parsed.searchParams.get("rates") ?? "")
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== "")
      .slice(0, PDF_RATES_MAX);
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
  return {
    ...(detail?.[1] === undefined ? {} : { hotelId: detail[1] }),
    ...(stay === undefined ? {} : { stay }),
    ...(rateIds.length === 0 ? {} : { rateIds }),
  };
};

/** `YYYY-MM-DD` as `DD/MM/YYYY`, as the policy dates print. */
export const dayMonthYear = (date: string): string => date.split("-").reverse().join("/");

const POLICY_KIND = { G: "cancelación gratuita", C: "con gastos", NR: "no reembolsable" } as const;

/** The named rates of the hotel for the stay (unknown or foreign ids skipped), else its first three. */
const chosenRates = (
  inventory: Inventory,
  facts: HotelFacts,
  stay: InventoryStay,
  rateIds: readonly string[],
): readonly InventoryRate[] => {
  const named = rateIds.flatMap((id) => {
    const parts = parseHotelTripProductId(id);
    if (parts === undefined || parts.hotelId !== facts.hotel.id) return [];
    if (parts.stay.checkIn !== stay.checkIn || parts.stay.checkOut !== stay.checkOut) return [];
    const rate = inventory.rate(facts.hotel, parts.stay, parts.index);
    return rate === undefined ? [] : [rate];
  });
  return named.length > 0 ? named : inventory.ratesOf(facts.hotel, stay).slice(0, PDF_RATES_DEFAULT);
};

/** One rate: rooms, board, price, and its cancellation policy as the politics call answers it (spec 001 §3). */
const rateBlock = (
  seed: number,
  rate: InventoryRate,
  stay: InventoryStay,
  today: string,
  currency: string,
): PdfBlock => {
  const policy = inventoryHotelPolicy(seed, rate, stay, today, currency, "DD/MM/YYYY");
  const { cancelacion } = policy;
  const money = (precio: number) => formatPdfMoney(Math.round(precio * 100), currency);
  const nodes = cancelacion.nodos.map((node, index) =>
    node.tipo === "G"
      ? `Desde el ${node.fecha_formated}: sin cargo`
      : `Desde el ${node.fecha_formated}: ${money(node.costo.precio)}${
          index === cancelacion.nodos.length - 1 && cancelacion.no_presentacion.exists
            ? " (también si no se presenta)"
            : ""
        }`,
  );
  return {
    heading: `${rate.rooms.map((room) => room.type.name.es).join(" + ")} · ${rate.board.name.es}`,
    rows: [
      [
        "Precio total",
        `${formatPdfMoney(demoConvertMinor(rate.totalUsdMinor, currency), currency)} (${POLICY_KIND[rate.policyKind]})`,
      ],
      ["Política de cancelación", `${cancelacion.tipo_cancelacion.texto}. ${cancelacion.durante}.`],
      ...nodes.map((text) => ["", text] as const),
      ["", cancelacion.comentarios_gastos_cancelacion],
    ],
  };
};

/** The sections describing one hotel; with a stay, the named rates (else its first three) and their policies. */
export const hotelSections = (
  inventory: Inventory,
  facts: HotelFacts,
  stay: InventoryStay | undefined,
  tripadvisor: boolean,
  currency: string,
  today: string,
  rateIds: readonly string[] = [],
): PdfSection[] => {
  const { hotel, city } = facts;
  const amenities = hotel.amenities
    .map((code) => CATALOG_AMENITIES.find((amenity) => amenity.code === code)?.name.es ?? code)
    .join(", ");
  const sections: PdfSection[] = [
    {
      heading: hotel.name,
      rows: [
        ["Categoría", translate("es", "hotel.stars", { count: hotel.stars })],
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
        [
          "Puntuación",
          `${formatNumber(hotel.review.rating, "es")} / 5 (${translate("es", "hotel.reviews", { count: hotel.review.reviews })})`,
        ],
      ],
    });
  }
  if (stay !== undefined) {
    const rates = chosenRates(inventory, facts, stay, rateIds);
    sections.push({
      heading: `Tarifas del ${dayMonthYear(stay.checkIn)} al ${dayMonthYear(stay.checkOut)}`,
      blocks: rates.map((rate) => rateBlock(inventory.seed, rate, stay, today, currency)),
    });
  }
  return sections;
};

/** The footer line of every demo PDF. */
export const pdfFooter = (now: Date) =>
  `Generado el ${now.toISOString().slice(0, 10)}. Precios sujetos a disponibilidad al momento de reservar. Datos de demostración.`;

/** Builds a hotel's PDF content from a portal URL; used by the share-with-PDF mail too. */
export const hotelPdfContent = (
  inventory: Inventory,
  facts: HotelFacts,
  stay: InventoryStay | undefined,
  tripadvisor: boolean,
  currency: string,
  now: Date,
  rateIds: readonly string[] = [],
): PdfContent => ({
  title: facts.hotel.name,
  subtitle: `${facts.city.name.es} · ${translate("es", "hotel.stars", { count: facts.hotel.stars })}`,
  sections: hotelSections(inventory, facts, stay, tripadvisor, currency, now.toISOString().slice(0, 10), rateIds),
  footer: pdfFooter(now),
});
