import { calendarDateAtEpochMs } from "../../dates/calendarDateAtEpochMs.js";
import { formatCardDate } from "../../dates/cardDate.js";

/** An ISO 8601 instant with its time and zone: `2026-12-03T14:05:00.000Z`, `2026-12-03T11:05:00-03:00`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The day an agent last accepted re-quoted prices (`Budget.repricedAt`, an ISO 8601 instant), as `dd/MM/yyyy` on the
 * agent's clock (`utcOffsetMinutes` ahead of UTC): "Precios actualizados el {date}". Null when the budget has none or
 * the value does not read as an instant: the line is then left out, not shown with a wrong day.
 *
 * @example budgetRepricedDay("2026-12-03T01:30:00.000Z", -180) // "02/12/2026" (22:30 in Buenos Aires)
 * @example budgetRepricedDay("ayer", 0) // null
 */
export const budgetRepricedDay = (repricedAt: string | undefined, utcOffsetMinutes: number): string | null => {
  if (repricedAt === undefined || !INSTANT.test(repricedAt)) return null;
  const epochMs = Date.parse(repricedAt);
  return Number.isFinite(epochMs) ? formatCardDate(calendarDateAtEpochMs(epochMs, utcOffsetMinutes)) : null;
};
