import type { CalendarDate } from "../dates/calendarDate.js";
import type { Room } from "../occupancy/occupancy.js";

/** What kind of place a transfer starts or ends at: the location autocomplete's suggestion types. */
export const TRANSFER_POINT_KINDS = ["airport", "hotel", "city", "poi"] as const;
export type TransferPointKind = (typeof TRANSFER_POINT_KINDS)[number];

/**
 * One end of a transfer: an airport, a hotel or any place the location autocomplete offers (its `type`, its `value`
 * as `code`, its label as `name`).
 */
export interface TransferPoint {
  readonly kind: TransferPointKind;
  /** The suggestion's value (an IATA code, a hotel's `CITYOMNICODE=…`, a city code, a POI's coordinates); not empty. */
  readonly code: string;
  /** The name shown for it; not empty. */
  readonly name: string;
}

/** A day and the pick-up time of one way, `HH:mm` on the 24-hour clock. */
export interface TransferWay {
  readonly date: CalendarDate;
  readonly time: string;
}

/**
 * A transfer search: where from and to, the outbound way and, for a round trip, the return way (from `to` back to
 * `from`), every passenger (one party: adults, children and their ages) and the pieces of luggage.
 */
export interface TransferSearch {
  readonly from: TransferPoint;
  readonly to: TransferPoint;
  readonly outbound: TransferWay;
  /** `null`: one way. */
  readonly inbound: TransferWay | null;
  readonly passengers: Room;
  /** Pieces of luggage of the whole party (0–20). */
  readonly luggage: number;
}

/** The bounds of a transfer search's luggage pieces. */
export const TRANSFER_LUGGAGE_LIMITS = { min: 0, max: 20 } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Whether a text is a pick-up time `HH:mm` (00:00 to 23:59).
 *
 * @example isTransferTime("09:30") // true
 * @example isTransferTime("24:00") // false
 */
export const isTransferTime = (text: string): boolean => TIME.test(text);

/**
 * The pick-up times the box offers: every quarter of an hour, `00:00` to `23:45`.
 *
 * @example TRANSFER_PICKUP_TIMES.slice(0, 3) // ["00:00", "00:15", "00:30"]
 */
export const TRANSFER_PICKUP_TIMES: readonly string[] = Array.from(
  { length: 96 },
  (_, index) => `${String(Math.floor(index / 4)).padStart(2, "0")}:${String((index % 4) * 15).padStart(2, "0")}`,
);
