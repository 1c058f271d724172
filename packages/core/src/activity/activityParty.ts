import * as Result from "effect/Result";
import { formatActivityChildren, parseActivityChildren } from "../routes/activityParameters.js";
import { type RouteParseError, routeParseError } from "../routes/routeParseError.js";
import { parseIntegerText } from "../routes/urlCodec.js";

/**
 * Who takes part in an activity: adults, children with their ages, and infants (on a lap, no seat, no age asked),
 * the three occupancy segments of an activity path (spec 000 §2 "activities segments 6 to 8").
 */
export interface ActivityParty {
  readonly adults: number;
  /** Each child's age, in the order given (spec 000 §3: "a count followed by a colon and ages"). */
  readonly childAges: readonly number[];
  readonly infants: number;
}

/** Bounds of a party (ours: the spec gives none): 1–10 adults, 0–6 children aged 0–17, 0–4 infants. */
export const ACTIVITY_PARTY_LIMITS = {
  adults: { min: 1, max: 10 },
  children: { min: 0, max: 6 },
  age: { min: 0, max: 17 },
  infants: { min: 0, max: 4 },
} as const;

/** Everyone who takes a seat (adults and children; infants sit on a lap). */
export const activitySeats = (party: ActivityParty): number => party.adults + party.childAges.length;

/**
 * The three path segments of a party: adults, children (`count` or `count:age-age…`), infants.
 *
 * @example formatActivityPartySegments({ adults: 2, childAges: [4, 9], infants: 0 }) // ["2", "2:4-9", "0"]
 */
export const formatActivityPartySegments = (party: ActivityParty): readonly [string, string, string] => [
  String(party.adults),
  formatActivityChildren({ count: party.childAges.length, ages: party.childAges }),
  String(party.infants),
];

/** Reads the three party segments (decoded texts) within {@link ACTIVITY_PARTY_LIMITS}. Never throws. */
export const parseActivityPartySegments = (
  route: string,
  texts: readonly [string, string, string],
): Result.Result<ActivityParty, RouteParseError> =>
  Result.gen(function* () {
    const limits = ACTIVITY_PARTY_LIMITS;
    const adults = yield* parseIntegerText(texts[0], route, "adults", limits.adults);
    const children = yield* Result.mapError(parseActivityChildren(texts[1]), (error) =>
      routeParseError(route, "children", error.input, error.reason),
    );
    if (children.ages.length !== children.count || children.count > limits.children.max)
      return yield* Result.fail(
        routeParseError(
          route,
          "children",
          texts[1],
          `expected up to ${limits.children.max} children, each with an age`,
        ),
      );
    if (children.ages.some((age) => age > limits.age.max))
      return yield* Result.fail(routeParseError(route, "children", texts[1], `ages are 0 to ${limits.age.max}`));
    const infants = yield* parseIntegerText(texts[2], route, "infants", limits.infants);
    return { adults, childAges: children.ages, infants };
  });
