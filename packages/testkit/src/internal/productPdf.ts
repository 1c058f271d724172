import {
  CIRCUIT_ROOM_CODES,
  type CircuitRoomCode,
  circuitDefaultRooms,
  formatRoom,
  parseCircuitDetailUrl,
  parseTransferSearchUrl,
  transferBudgetParameters,
} from "@travesia/core";
import { Result } from "effect";
import { circuitBudgetLine, inventoryCircuits, inventoryCircuitTexts } from "../inventory/circuits.js";
import type { Inventory } from "../inventory/inventory.js";
import { transferBudgetLine } from "../inventory/transfers.js";
import type { PdfContent } from "./demoPdf.js";
import { dayMonthYear, formatPdfMoney, pdfFooter } from "./hotelPdf.js";

/** What a product PDF request gives: the content, or the reply's status and error. */
export type ProductPdf =
  | { readonly _tag: "content"; readonly name: string; readonly content: PdfContent }
  | { readonly _tag: "refused"; readonly status: 400 | 404; readonly error: string };

const refused = (status: 400 | 404, error: string): ProductPdf => ({ _tag: "refused", status, error });

const countOf = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

const ROOM_ES: Readonly<Record<CircuitRoomCode, string>> = { single: "Individual", double: "Doble", triple: "Triple" };

/**
 * A transfer's PDF (`POST /transfers/pdf {url, canonicalId}`): the offer of the search's URL whose rate id is
 * `canonicalId`, found again as the budget finds it (`transferBudgetLine`): service, ends, ways, party, luggage, total
 * and the cancellation steps.
 */
export const transferPdf = (inventory: Inventory, url: string, canonicalId: string, now: Date): ProductPdf => {
  const search = parseTransferSearchUrl(url);
  if (Result.isFailure(search)) return refused(400, `url: ${search.failure.reason}`);
  const { from, to, outbound, inbound, passengers, luggage } = search.success;
  const today = now.toISOString().slice(0, 10);
  const line = transferBudgetLine(
    inventory,
    canonicalId,
    transferBudgetParameters(search.success),
    formatRoom(passengers),
    today,
  );
  if (line === undefined) return refused(404, `canonicalId: no transfer ${canonicalId} for this search`);
  const way = (date: string, time: string) => `${dayMonthYear(date)} ${time}`;
  const ages = passengers.ages.join(", ");
  return {
    _tag: "content",
    name: `traslado-${canonicalId}.pdf`,
    content: {
      title: `Traslado ${from.name} → ${to.name}`,
      subtitle: line.title,
      sections: [
        {
          heading: "Detalle",
          rows: [
            ["Desde", from.name],
            ["Hasta", to.name],
            ["Ida", way(outbound.date, outbound.time)],
            ...(inbound === null ? [] : [["Vuelta", way(inbound.date, inbound.time)] as const]),
            [
              "Pasajeros",
              `${countOf(passengers.adults, "adulto", "adultos")}${passengers.children === 0 ? "" : `, ${countOf(passengers.children, "niño", "niños")} (${ages})`}`,
            ],
            ["Equipaje", `${luggage} piezas`],
            ["Total", formatPdfMoney(Math.round(line.price.amount * 100), line.price.currency)],
          ],
        },
        {
          heading: "Cancelación",
          rows:
            line.cancellation.penalties.length === 0
              ? [["Sin cargo", `hasta el ${dayMonthYear(line.cancellation.serviceDate)}`]]
              : line.cancellation.penalties.map(
                  (step) =>
                    [
                      `Desde el ${dayMonthYear(step.from)}`,
                      formatPdfMoney(Math.round(step.amount * 100), step.currency),
                    ] as const,
                ),
        },
      ],
      footer: pdfFooter(now),
    },
  };
};

/**
 * A circuit's PDF (`POST /circuits/pdf {url, canonicalId}`): the circuit of the detail URL, the departure named by
 * `canonicalId` (`{circuitId}:{YYYYMMDD}`), the rooms of `?rooms=` (the party's default rooms without it), the price
 * as the budget prices it (`circuitBudgetLine`), the day-by-day itinerary and what is and is not included.
 */
export const circuitPdf = (inventory: Inventory, url: string, canonicalId: string, now: Date): ProductPdf => {
  const route = parseCircuitDetailUrl(url);
  if (Result.isFailure(route)) return refused(400, `url: ${route.failure.reason}`);
  const { circuitId, travellers, rooms: roomCount } = route.success;
  const day = new RegExp(`^${circuitId.replace(/[^\w]/g, "\\$&")}:(\\d{4})(\\d{2})(\\d{2})$`).exec(canonicalId);
  if (day === null) return refused(400, "canonicalId: expected {circuitId}:{YYYYMMDD} of the url's circuit");
  const circuit = inventoryCircuits(inventory.seed).find((entry) => entry.id === circuitId);
  if (circuit === undefined) return refused(404, `url: unknown circuit ${circuitId}`);
  const asked = new URL(url, "http://demo.invalid").searchParams.get("rooms")?.split(",") ?? [];
  const rooms =
    asked.every((code) => (CIRCUIT_ROOM_CODES as readonly string[]).includes(code)) && asked.length > 0
      ? (asked as CircuitRoomCode[])
      : circuitDefaultRooms(travellers, roomCount);
  const line = circuitBudgetLine(inventory.seed, canonicalId, { rooms: rooms.join(",") });
  if (line === undefined) return refused(404, `canonicalId: no departure ${canonicalId}`);
  const texts = inventoryCircuitTexts(circuit, "es");
  return {
    _tag: "content",
    name: `circuito-${circuitId}.pdf`,
    content: {
      title: circuit.name.es,
      subtitle: texts.summary,
      sections: [
        {
          heading: "Salida",
          rows: [
            ["Fecha", `${day[3]}/${day[2]}/${day[1]}`],
            ["Habitaciones", rooms.map((code) => ROOM_ES[code]).join(", ")],
            ["Viajeros", String(travellers)],
            ["Total", formatPdfMoney(Math.round(line.price.amount * 100), line.price.currency)],
          ],
        },
        {
          heading: "Itinerario",
          rows: texts.itinerary.map((entry) => [`Día ${entry.day}`, `${entry.title}. ${entry.description}`] as const),
        },
        { heading: "Incluye", paragraphs: texts.included },
        { heading: "No incluye", paragraphs: texts.notIncluded },
      ],
      footer: pdfFooter(now),
    },
  };
};
