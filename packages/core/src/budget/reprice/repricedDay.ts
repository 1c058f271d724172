import { formatCardDate } from "../../dates/cardDate.js";
import { parseZonedInstant } from "../deadlines/budgetDeadlines.js";
import { zonedDateTime } from "../deadlines/zonedDateTime.js";

/**
 * The day an agent last accepted re-quoted prices (`Budget.repricedAt`, an ISO 8601 instant with its offset), as
 * `dd/MM/yyyy` in the agent's time zone (an IANA name; daylight saving included): "Precios actualizados el {date}".
 * Null when the budget has none or the value does not read as an instant: the line is then left out, not shown with a
 * wrong day.
 *
 * @example budgetRepricedDay("2026-12-03T01:30:00.000Z", "America/Argentina/Buenos_Aires") // "02/12/2026"
 * @example budgetRepricedDay("ayer", "UTC") // null
 */
export const budgetRepricedDay = (repricedAt: string | undefined, timeZone: string): string | null => {
  const at = repricedAt === undefined ? undefined : parseZonedInstant(repricedAt);
  return at === undefined ? null : formatCardDate(zonedDateTime(at, timeZone).date);
};
