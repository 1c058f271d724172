import { parseOccupancy } from "@travesia/core";
import { Result } from "effect";
import { CATALOG_AMENITIES } from "../inventory/catalogs.js";
import type { InventoryStay } from "../inventory/hotelRates.js";
import type { Inventory } from "../inventory/inventory.js";
import { demoConvertMinor } from "../inventory/money.js";
import { type PdfContent, type PdfSection, plainText } from "./demoPdf.js";
import type { HotelFacts } from "./inventoryFacts.js";

// A hotel's PDF content, shared by the document routes (`/hotel/pdf`) and the share-with-PDF mail (outbox routes).

/** How many rates a hotel PDF lists for the stay. */
const PDF_RATES_LIMIT = 5;

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
): PdfContent => ({
  title: facts.hotel.name,
  subtitle: `${facts.city.name.es} · ${facts.hotel.stars} estrellas`,
  sections: hotelSections(inventory, facts, stay, tripadvisor, currency),
  footer: pdfFooter(now),
});
