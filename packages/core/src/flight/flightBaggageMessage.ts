import type { FlightBaggageInfo } from "../api/index.js";

/**
 * The luggage line of a flight, as a message key plus parameters.
 *
 * Spec 002 §8: "Luggage texts: 'No incluye equipaje'; 'Incluye {qty} Valija(s) - {desc or Consultar el peso a la
 * aerolínea}'; 'Incluye hasta {qty} {unit} - ...'."
 */
export type FlightBaggageMessage =
  | { readonly key: "flight.luggageNone"; readonly params: Readonly<Record<string, never>> }
  /** Pieces: `desc` is the reply's description, or null: the view then fills `flight.luggageAskAirline` ('Consultar el peso a la aerolínea'). */
  | {
      readonly key: "flight.luggagePieces";
      readonly params: { readonly qty: number; readonly desc: string | null };
    }
  /** Weight: up to `qty` `unit` (e.g. 23 KG). */
  | {
      readonly key: "flight.luggageWeight";
      readonly params: { readonly qty: number; readonly unit: string; readonly desc: string | null };
    };

/** Units that mean pieces (valijas) rather than weight. */
const PIECE_UNITS = new Set(["", "PC", "PCS", "PIECE", "PIECES", "P"]);

/**
 * The luggage message for a processed baggage summary.
 *
 * @example flightBaggageMessage({ hasBaggage: false }) // { key: "flight.luggageNone", params: {} }
 * @example flightBaggageMessage({ hasBaggage: true, details: { qty: 1, unit: "PC" } })
 * // { key: "flight.luggagePieces", params: { qty: 1, desc: null } }
 * @example flightBaggageMessage({ hasBaggage: true, details: { qty: 23, unit: "KG", desc: "Bodega" } })
 * // { key: "flight.luggageWeight", params: { qty: 23, unit: "KG", desc: "Bodega" } }
 */
export const flightBaggageMessage = (info: FlightBaggageInfo | null | undefined): FlightBaggageMessage => {
  const qty = info?.details?.qty ?? 0;
  if (info === null || info === undefined || !info.hasBaggage || !(qty > 0)) {
    return { key: "flight.luggageNone", params: {} };
  }
  const desc = info.details?.desc?.trim() ? info.details.desc.trim() : null;
  const unit = (info.details?.unit ?? "").trim();
  return PIECE_UNITS.has(unit.toUpperCase())
    ? { key: "flight.luggagePieces", params: { qty, desc } }
    : { key: "flight.luggageWeight", params: { qty, unit, desc } };
};
