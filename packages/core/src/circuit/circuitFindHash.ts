import * as Result from "effect/Result";
import type { CalendarDate } from "../dates/index.js";
import { buildFindHash } from "../routes/findHashRoute.js";
import { formatQuery } from "../routes/urlCodec.js";
import { circuitFiltersDefault } from "./circuitFilters.js";
import {
  buildCircuitResultsUrl,
  type CircuitSearch,
  formatCircuitArea,
  parseCircuitArea,
  parseCircuitParty,
} from "./circuitResultsUrl.js";
import {
  CIRCUIT_SEARCH_FORM_DEFAULTS,
  type CircuitSearchFormValues,
  circuitSearchMonths,
} from "./circuitSearchForm.js";

/** A field a `find-circuit` hash lacks or cannot give: the region or destination, the month, travellers or rooms. */
export interface CircuitFindHashIssue {
  readonly field: "destination" | "month" | "travellers" | "rooms";
  readonly reason: "missing" | "invalid";
}

/** Where a `find-circuit` hash leads: the results page of a complete search, or the box with what it carries. */
export type CircuitFindHashTarget =
  | { readonly _tag: "results"; readonly url: string }
  | {
      readonly _tag: "box";
      readonly values: CircuitSearchFormValues;
      readonly issues: readonly CircuitFindHashIssue[];
    };

/**
 * Writes a `find-circuit/{areaName}/{area}` hash (spec 000 §2, without `#`) for a search: the area is a region's
 * code or a city code, as in the results path, and the query core defines (the spec leaves it open) holds `month`
 * (`YYYY-MM`), `travellers` and `rooms`.
 *
 * @example buildCircuitFindHash({ area: { _tag: "destination", code: "MAD" }, month: "2027-05", travellers: 2, rooms: 1 }, "Madrid")
 * // "find-circuit/Madrid/MAD?month=2027-05&travellers=2&rooms=1"
 */
export const buildCircuitFindHash = (search: CircuitSearch, areaName: string): string =>
  `${buildFindHash({ product: "circuit", destinationName: areaName, destinationId: formatCircuitArea(search.area) })}${formatQuery(
    [
      ["month", search.month],
      ["travellers", String(search.travellers)],
      ["rooms", String(search.rooms)],
    ],
  )}`;

/**
 * Reads a `find-circuit` hash's area and query (see {@link buildCircuitFindHash}). A complete search whose month is
 * one the box offers from `today` (`circuitSearchMonths`) and whose rooms sleep the travellers (one to three each)
 * leads to its results page (a region's heading is its own text, so its name is dropped); anything else fills the
 * circuit box with what the hash carries and names the rest. Never throws.
 *
 * @example circuitFindHashTarget("Europa", "europe", (key) => ({ month: "2027-05", travellers: "2", rooms: "1" })[key], "2027-01-10")
 * // { _tag: "results", url: "/circuits/results/europe/2027-05/2/1" }
 */
export const circuitFindHashTarget = (
  areaName: string,
  areaId: string,
  read: (key: string) => string | undefined,
  today: CalendarDate,
): CircuitFindHashTarget => {
  const parsedArea = parseCircuitArea(areaId, "findHash");
  const area = Result.isSuccess(parsedArea) ? parsedArea.success : null;
  const monthText = read("month");
  const month =
    monthText === undefined || monthText === ""
      ? "missing"
      : circuitSearchMonths(today).includes(monthText)
        ? monthText
        : "invalid";
  const travellersText = read("travellers");
  const roomsText = read("rooms");
  const party =
    travellersText && roomsText ? parseCircuitParty(travellersText, roomsText, "findHash") : Result.fail(null);
  const issues: CircuitFindHashIssue[] = [];
  if (area === null) issues.push({ field: "destination", reason: "invalid" });
  if (month === "missing" || month === "invalid") issues.push({ field: "month", reason: month });
  if (!travellersText) issues.push({ field: "travellers", reason: "missing" });
  if (!roomsText) issues.push({ field: "rooms", reason: "missing" });
  if (Result.isFailure(party) && party.failure !== null)
    issues.push({ field: party.failure.field === "travellers" ? "travellers" : "rooms", reason: "invalid" });
  const areaNameOf = area?._tag === "destination" ? areaName : "";
  if (area !== null && issues.length === 0 && Result.isSuccess(party))
    return {
      _tag: "results",
      url: buildCircuitResultsUrl({
        search: { area, month: month as string, ...party.success },
        areaName: areaNameOf,
        filters: circuitFiltersDefault,
        sort: "recommended",
        page: 1,
      }),
    };
  return {
    _tag: "box",
    values: {
      ...CIRCUIT_SEARCH_FORM_DEFAULTS,
      region: area?._tag === "region" ? area.region : "",
      destinationId: area?._tag === "destination" ? area.code : "",
      destinationName: areaNameOf,
      month: month === "missing" || month === "invalid" ? "" : month,
      ...(Result.isSuccess(party) ? party.success : {}),
    },
    issues,
  };
};
