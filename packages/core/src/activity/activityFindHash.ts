import * as Result from "effect/Result";
import { type CalendarDate, calendarDateToDayNumber, parseCalendarDate } from "../dates/index.js";
import { formatDestinationId, parseDestinationId } from "../routes/destinationId.js";
import { buildFindHash } from "../routes/findHashRoute.js";
import { formatQuery } from "../routes/urlCodec.js";
import { activityFiltersDefault } from "./activityFilters.js";
import { type ActivityParty, formatActivityPartySegments, parseActivityPartySegments } from "./activityParty.js";
import { ACTIVITY_SEARCH_MAX_DAYS, type ActivitySearch, buildActivityResultsUrl } from "./activityResultsUrl.js";
import { ACTIVITY_SEARCH_FORM_DEFAULTS, type ActivitySearchFormValues } from "./activitySearchForm.js";

/** A field a `find-activity` hash lacks or cannot give: the destination, either day, or the participants. */
export interface ActivityFindHashIssue {
  readonly field: "destination" | "dateFrom" | "dateTo" | "participants";
  readonly reason: "missing" | "invalid";
}

/** Where a `find-activity` hash leads: the results page of a complete search, or the box with what it carries. */
export type ActivityFindHashTarget =
  | { readonly _tag: "results"; readonly url: string }
  | {
      readonly _tag: "box";
      readonly values: ActivitySearchFormValues;
      readonly issues: readonly ActivityFindHashIssue[];
    };

type Read<T> = T | "missing" | "invalid";

const readDay = (text: string | undefined, today: CalendarDate): Read<CalendarDate> => {
  if (text === undefined || text === "") return "missing";
  const date = parseCalendarDate(text);
  return Result.isFailure(date) || date.success < today ? "invalid" : date.success;
};

const readParty = (read: (key: string) => string | undefined): Read<ActivityParty> => {
  const adults = read("adults");
  if (adults === undefined || adults === "") return "missing";
  const party = parseActivityPartySegments("findHash", [adults, read("children") || "0", read("infants") || "0"]);
  return Result.isSuccess(party) ? party.success : "invalid";
};

const isValue = <T>(read: Read<T>): read is T => read !== "missing" && read !== "invalid";

/**
 * Writes a `find-activity/{destinationName}/{destinationId}` hash (spec 000 §2, without `#`) for a search, with the
 * query core defines (the spec leaves it open): `from` and `to` (`YYYY-MM-DD`), `adults`, `children` (a count, or the
 * count, a colon and the ages joined by hyphens, as the activity parameters) and `infants`.
 *
 * @example buildActivityFindHash({ destination: { _tag: "DestinationCode", id: "BUE" }, from, to, party: { adults: 2, childAges: [4, 9], infants: 0 } }, "Buenos Aires")
 * // "find-activity/BuenosAires/BUE?from=2027-03-01&to=2027-03-05&adults=2&children=2%3A4-9&infants=0"
 */
export const buildActivityFindHash = (search: ActivitySearch, destinationName: string): string => {
  const [adults, children, infants] = formatActivityPartySegments(search.party);
  const hash = buildFindHash({
    product: "activity",
    destinationName,
    destinationId: formatDestinationId(search.destination),
  });
  return `${hash}${formatQuery([
    ["from", search.from],
    ["to", search.to],
    ["adults", adults],
    ["children", children],
    ["infants", infants],
  ])}`;
};

/**
 * Reads a `find-activity` hash's destination and query (see {@link buildActivityFindHash}; `children` and `infants`
 * are 0 when absent). A complete search, its days from `today` on, in order and at most `ACTIVITY_SEARCH_MAX_DAYS`
 * apart, leads to its results page; anything else fills the activity box with what the hash carries and names the
 * rest. Never throws.
 *
 * @example activityFindHashTarget("Buenos Aires", "BUE", (key) => ({ from: "2027-03-01", to: "2027-03-05", adults: "2" })[key], today)
 * // { _tag: "results", url: "/activities/results/BUE/2027-03-01/2027-03-05/2/0/0?name=Buenos%20Aires" }
 */
export const activityFindHashTarget = (
  destinationName: string,
  destinationId: string,
  read: (key: string) => string | undefined,
  today: CalendarDate,
): ActivityFindHashTarget => {
  const parsedDestination = parseDestinationId(destinationId);
  const destination = Result.isSuccess(parsedDestination) ? parsedDestination.success : null;
  const from = readDay(read("from"), today);
  const toDay = readDay(read("to"), today);
  const span = isValue(from) && isValue(toDay) ? calendarDateToDayNumber(toDay) - calendarDateToDayNumber(from) : 0;
  const to: Read<CalendarDate> = span < 0 || span >= ACTIVITY_SEARCH_MAX_DAYS ? "invalid" : toDay;
  const party = readParty(read);
  const issues: ActivityFindHashIssue[] = [];
  if (destination === null) issues.push({ field: "destination", reason: "invalid" });
  if (!isValue(from)) issues.push({ field: "dateFrom", reason: from });
  if (!isValue(to)) issues.push({ field: "dateTo", reason: to });
  if (!isValue(party)) issues.push({ field: "participants", reason: party });
  if (destination !== null && isValue(from) && isValue(to) && isValue(party))
    return {
      _tag: "results",
      url: buildActivityResultsUrl({
        search: { destination, from, to, party },
        destinationName,
        filters: activityFiltersDefault,
        sort: "recommended",
        page: 1,
      }),
    };
  const people = isValue(party) ? party : null;
  return {
    _tag: "box",
    values: {
      ...ACTIVITY_SEARCH_FORM_DEFAULTS,
      destinationId: destination === null ? "" : destinationId,
      destinationName,
      from: isValue(from) ? from : "",
      to: isValue(to) ? to : "",
      ...(people === null ? {} : { adults: people.adults, childAges: people.childAges, infants: people.infants }),
    },
    issues,
  };
};
