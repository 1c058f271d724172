import { fc } from "@fast-check/vitest";
import type { ActivitySummary } from "../../api/activity.js";
import type { CalendarDate } from "../../dates/index.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { arbDestinationId, arbText } from "../../routes/test/arbitraries.js";
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DURATIONS,
  ACTIVITY_LANGUAGES,
  ACTIVITY_RATING_STEPS,
  ACTIVITY_SORTS,
  ACTIVITY_TIMES_OF_DAY,
} from "../activityCodes.js";
import { type ActivityFilters, canonicalActivityFilters } from "../activityFilters.js";
import { ACTIVITY_PARTY_LIMITS, type ActivityParty } from "../activityParty.js";
import { ACTIVITY_PLACE_KINDS, type ActivityPlace, type ActivityResultsPage } from "../activityResultsUrl.js";

const limits = ACTIVITY_PARTY_LIMITS;

/** Any party within the limits. */
export const arbActivityParty: fc.Arbitrary<ActivityParty> = fc.record({
  adults: fc.integer(limits.adults),
  childAges: fc.array(fc.integer(limits.age), { maxLength: limits.children.max }),
  infants: fc.integer(limits.infants),
});

/** Two days in order. */
export const arbActivityDays: fc.Arbitrary<{ from: CalendarDate; to: CalendarDate }> = fc
  .tuple(arbNearCalendarDate, arbNearCalendarDate)
  .map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

/** Any filters, in their canonical order. */
export const arbActivityFilters: fc.Arbitrary<ActivityFilters> = fc
  .record({
    categories: fc.subarray([...ACTIVITY_CATEGORIES]),
    durations: fc.subarray([...ACTIVITY_DURATIONS]),
    languages: fc.subarray([...ACTIVITY_LANGUAGES]),
    timesOfDay: fc.subarray([...ACTIVITY_TIMES_OF_DAY]),
    freeCancellation: fc.boolean(),
    minRating: fc.constantFrom(null, ...ACTIVITY_RATING_STEPS),
  })
  .map(canonicalActivityFilters);

/** Any place an `activities/plus` search starts from (codes with colons, spaces and non-ASCII text too). */
export const arbActivityPlace: fc.Arbitrary<ActivityPlace> = fc.record({
  kind: fc.constantFrom(...ACTIVITY_PLACE_KINDS),
  code: fc.string({ minLength: 1, maxLength: 20, unit: "grapheme" }),
});

/** Any results page, plain or `activities/plus`. */
export const arbActivityResultsPage: fc.Arbitrary<ActivityResultsPage> = fc
  .record({
    search: fc
      .record({ destination: arbDestinationId, days: arbActivityDays, party: arbActivityParty })
      .map(({ destination, days, party }) => ({ destination, ...days, party })),
    destinationName: arbText,
    filters: arbActivityFilters,
    sort: fc.constantFrom(...ACTIVITY_SORTS),
    page: fc.integer({ min: 1, max: 9999 }),
    near: fc.option(arbActivityPlace, { nil: undefined }),
  })
  .map(({ near, ...page }) => (near === undefined ? page : { ...page, near }));

const arbTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);

/** Activities as a search reply lists them (only what filters and sorts read varies much). */
export const arbActivitySummary: fc.Arbitrary<ActivitySummary> = fc.record({
  id: fc.stringMatching(/^[A-Z]{3}-A\d{1,3}$/),
  name: fc.string({ maxLength: 12 }),
  category: fc.constantFrom(...ACTIVITY_CATEGORIES),
  durationMinutes: fc.integer({ min: 15, max: 4320 }),
  languages: fc.subarray([...ACTIVITY_LANGUAGES], { minLength: 1 }),
  startTimes: fc.uniqueArray(arbTime, { minLength: 1, maxLength: 4 }),
  freeCancellation: fc.boolean(),
  rating: fc.integer({ min: 20, max: 50 }).map((tenths) => tenths / 10),
  reviews: fc.nat(5000),
  priceFrom: fc.record({ minor: fc.integer({ min: 100, max: 100000 }), currency: fc.constant("USD") }),
  image: fc.constant(""),
  summary: fc.constant(""),
});
