import * as Result from "effect/Result";
import { type CalendarDate, formatCalendarDate, parseCalendarDate } from "../dates/index.js";
import { type RouteParseError, routeParseError } from "../routes/routeParseError.js";
import { fillRoute, matchRoute } from "../routes/routeTable.js";
import { decodeText, encodeSegment, splitUrl } from "../routes/urlCodec.js";
import { type ActivityParty, formatActivityPartySegments, parseActivityPartySegments } from "./activityParty.js";

/**
 * An activity's detail page: the activity, the days of the search it was opened from (its slots are shown for those)
 * and the party, which sits at segments 6 to 8 as on the results page (spec 000 §2).
 */
export interface ActivityDetailRoute {
  readonly activityId: string;
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly party: ActivityParty;
}

const ROUTE = "activityDetail";
const ID = /^[A-Za-z0-9_.-]{1,60}$/;

/**
 * Builds `/activities/detail/{activityId}/{from}/{to}/{adults}/{children}/{infants}`.
 *
 * @example buildActivityDetailUrl({ activityId: "BUE-A3", from, to, party: { adults: 2, childAges: [], infants: 0 } })
 * // "/activities/detail/BUE-A3/2027-03-01/2027-03-05/2/0/0"
 */
export const buildActivityDetailUrl = (route: ActivityDetailRoute): string => {
  const [adults, children, infants] = formatActivityPartySegments(route.party);
  return fillRoute(ROUTE, {
    activityId: encodeSegment(route.activityId),
    from: formatCalendarDate(route.from),
    to: formatCalendarDate(route.to),
    adults,
    children,
    infants,
  });
};

/**
 * Reads an activity detail URL (the query is ignored). Never throws: a bad segment is a `RouteParseError` naming it.
 * An id is 1 to 60 letters, digits, `_`, `.` or `-`.
 */
export const parseActivityDetailUrl = (input: string): Result.Result<ActivityDetailRoute, RouteParseError> =>
  Result.gen(function* () {
    const { segments } = yield* splitUrl(input, ROUTE);
    const raw = yield* matchRoute(ROUTE, segments, input);
    const activityId = yield* decodeText(raw.activityId, ROUTE, "activityId");
    if (!ID.test(activityId)) return yield* Result.fail(routeParseError(ROUTE, "activityId", activityId, "not an id"));
    const from = yield* Result.mapError(parseCalendarDate(raw.from), (error) =>
      routeParseError(ROUTE, "from", error.input, error.reason),
    );
    const to = yield* Result.mapError(parseCalendarDate(raw.to), (error) =>
      routeParseError(ROUTE, "to", error.input, error.reason),
    );
    if (to < from) return yield* Result.fail(routeParseError(ROUTE, "to", raw.to, "before from"));
    const party = yield* parseActivityPartySegments(ROUTE, [
      yield* decodeText(raw.adults, ROUTE, "adults"),
      yield* decodeText(raw.children, ROUTE, "children"),
      yield* decodeText(raw.infants, ROUTE, "infants"),
    ]);
    return { activityId, from, to, party };
  });
