import { formatBudgetDay } from "../budget/itemDates/formatDayRange.js";
import type { Language } from "../locale/language.js";
import type { TransferSearch, TransferWay } from "./transferSearch.js";

const formatWay = (way: TransferWay, language: Language): string =>
  `${formatBudgetDay(way.date, language)} ${way.time}`;

/**
 * A transfer search's ways in the reader's language, as its results page sums them up: each way's day (Intl's medium
 * date, as a budget item's day) then its pick-up time, the return after ` – ` on a round trip.
 *
 * @example formatTransferDates({ outbound: { date: "2027-01-08", time: "09:30" }, inbound: null }, "en") // "Jan 8, 2027 09:30"
 * @example formatTransferDates({ outbound: { date: "2027-01-08", time: "09:30" }, inbound: { date: "2027-01-15", time: "18:00" } }, "es") // "8 ene 2027 09:30 – 15 ene 2027 18:00"
 */
export const formatTransferDates = (
  search: Pick<TransferSearch, "outbound" | "inbound">,
  language: Language,
): string =>
  search.inbound === null
    ? formatWay(search.outbound, language)
    : `${formatWay(search.outbound, language)} – ${formatWay(search.inbound, language)}`;
