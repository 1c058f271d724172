import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import * as core from "./index.js";

/**
 * Every public function that reads outside input: text from a URL, a form, a cookie or storage, an API reply, or a
 * language code from a caller in plain JavaScript. Each must answer any value with its own failure (a tagged
 * Result failure, `undefined`, a documented fallback), never a thrown TypeError. Name and arity of each.
 */
const READS_OUTSIDE_INPUT = {
  // URL readers
  parseActivityDetailUrl: 1,
  parseActivityResultsUrl: 1,
  parseBudgetUrl: 1,
  parseCheckoutHotelUrl: 1,
  parseCheckoutUrl: 1,
  parseFlightResultsUrl: 1,
  parseFlightSearchUrl: 1,
  parseHotelCompareUrl: 1,
  parseHotelDetailUrl: 1,
  parseHotelMapUrl: 1,
  parseHotelMoreOptionsUrl: 1,
  parseHotelRecommendedOffersUrl: 1,
  parseHotelResultsPageExtras: 1,
  parseHotelResultsUrl: 1,
  parseHotelSearchUrl: 1,
  parseHouseDetailUrl: 1,
  parseHouseResultsUrl: 1,
  parseHouseSearchUrl: 1,
  parseLogoutUrl: 1,
  parsePackageDetailUrl: 1,
  parsePackageResultsUrl: 1,
  parseTripEditUrl: 1,
  parseVoucherUrl: 1,
  parseBundleResultsQuery: 1,
  parseFindHash: 1,
  readPathOccupancy: 2,
  hotelMapUrlFromResultsUrl: 2,
  hotelMilestoneUrlFromResultsUrl: 1,
  hotelRelatedRatesUrlFromResultsUrl: 2,
  hotelResultsUrlFromMapUrl: 1,
  houseSearchValuesFromResultsUrl: 1,
  // form and query readers
  parseHotelSearchForm: 1,
  parseFlightSearchForm: 1,
  parsePackageSearchForm: 1,
  parseBundleSearchForm: 1,
  parseHotelSearchFilters: 1,
  parseFlightSearchFilters: 1,
  // text parsers
  parseActivityChildren: 1,
  parseActivityParameters: 1,
  parseAddedProductIds: 1,
  parseBundleMonth: 1,
  parseCalendarDate: 1,
  parseCardDate: 1,
  parseClockTime: 1,
  parseCompactDate: 1,
  parseDayOffsetTime: 1,
  parseDestinationId: 1,
  parseEmailAddress: 1,
  parseFlightDateTime: 1,
  parseFlightDuration: 1,
  parseLocaleTag: 1,
  parseMoney: 2,
  parseMoneyAmount: 2,
  parseNumber: 2,
  parseOccupancy: 1,
  parsePackageRateId: 1,
  parseRoom: 1,
  parseVideoUrl: 1,
  validateVideoUrl: 1,
  // stored values and cookies
  parseHotelPicksStore: 1,
  parseSavedSearchFiltersStore: 1,
  parseStoredRecentLocations: 1,
  readActiveBudgetKey: 2,
  languageFromCookie: 2,
  languageOfLocale: 2,
  // API values
  moneyFromDecimal: 2,
  flightPanelOptionsFromReply: 2,
  applyFlightFilters: 2,
  applyHotelFilters: 3,
  headerCountsFromReply: 2,
  flightFilterOptions: 1,
  hotelFilterOptions: 3,
  sortFlightSolutions: 2,
  // formatters taking a language, and the catalogs
  formatMoney: 3,
  formatMoneyAmount: 2,
  formatNumber: 3,
  formatSummaryDate: 2,
  parseSummaryDate: 3,
  formatMessage: 3,
  translate: 3,
  translateWith: 4,
  translateIssue: 2,
  translateIssueWith: 3,
} as const satisfies Record<string, number>;

type Listed = keyof typeof READS_OUTSIDE_INPUT;

/** Junk a plain JavaScript caller or a broken server can hand over, and near-misses of the real shapes. */
const arbJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }),
  fc.constantFrom(undefined, null, "", "fr", "es", Number.NaN, [{}], [null], {}, Symbol("junk"), () => "x"),
  fc.string(),
  fc.array(fc.oneof(fc.string(), fc.tuple(fc.string(), fc.string()), fc.object())),
  fc.record({ minor: fc.anything(), currency: fc.anything() }),
);

/** Core's exports by name (a copy: the test looks its functions up by the names listed above). */
const exported: Readonly<Record<string, unknown>> = { ...core };

const call = (name: Listed, args: readonly unknown[]): unknown =>
  (exported[name] as (...values: readonly unknown[]) => unknown)(...args);

describe("functions that read outside input never throw", () => {
  test("every listed export exists and is a function", () => {
    for (const name of Object.keys(READS_OUTSIDE_INPUT) as Listed[]) expect(typeof exported[name]).toBe("function");
  });

  for (const [name, arity] of Object.entries(READS_OUTSIDE_INPUT) as [Listed, number][]) {
    test.prop([fc.array(arbJunk, { minLength: arity, maxLength: arity })], { numRuns: 1000 })(
      `${name} answers any value without throwing`,
      (args) => {
        expect(() => call(name, args)).not.toThrow();
      },
    );
  }

  test("a Result-returning reader answers junk with a tagged failure", () => {
    for (const junk of [undefined, null, 42, {}, []]) {
      const read = core.parseHotelResultsUrl(junk as string);
      expect(Result.isFailure(read) && read.failure._tag).toBe("RouteParseError");
      expect(Result.isFailure(core.parseMoney(junk as string, "es"))).toBe(true);
    }
  });

  test("a language the catalogs lack reads as Spanish; an unknown key prints as itself", () => {
    expect(core.translate("fr" as "es", "hotel.stars", { count: 1 })).toBe("1 estrella");
    expect(core.formatMoney(core.money(123456, "USD"), "fr" as "es")).toBe("USD 1.234,56");
    expect(core.translate("es", "no.such.key" as "hotel.stars")).toBe("no.such.key");
  });

  test.prop([arbJunk], { numRuns: 1000 })("a reply decoder answers any value with a Result", (junk) => {
    const read = core.decodeWith(core.FlightSolution)(junk);
    expect(Result.isResult(read)).toBe(true);
  });

  const few = { maxLength: 3 };
  const small = fc.object({ maxDepth: 1 });
  /** Replies whose entries only look like the real ones, down to the flights and rates inside. */
  const arbJunkEntries: fc.Arbitrary<unknown> = fc.oneof(
    fc.array(arbJunk, { maxLength: 4 }),
    fc.array(fc.object({ maxDepth: 2 }), { maxLength: 4 }),
    fc.constantFrom(
      [{ trips: [{ flights: [{}] }] }],
      [{ trips: [{ flights: [null] }] }],
      [{ trips: [{}] }],
      [{ trips: "x" }],
      [{ rates: [{}] }],
      [{ rates: [null] }],
      [{ stars: 3, rates: "x" }],
      [{ notifications: [{ type: "NOT", unread: "2" }] }],
    ),
    fc.array(
      fc.record({
        trips: fc.array(fc.record({ flights: fc.array(fc.oneof(small, arbJunk), few) }, { requiredKeys: [] }), few),
        rates: fc.array(fc.oneof(small, arbJunk), few),
        summary: arbJunk,
        prices: arbJunk,
      }),
      few,
    ),
  );

  /** Filter states that read each entry's fields (airlines and price per solution, stops per flight, board per rate). */
  const flightFiltersSet: core.FlightSearchFilters = {
    ...core.flightSearchFiltersDefault,
    airlines: ["AR"],
    stops: [0],
    priceRange: { minimum: 1, maximum: 1_000_000, currency: null },
  };
  const hotelFiltersSet = { ...core.hotelSearchFiltersDefault, board: ["1"] };
  const context = { availability: "CNF", perNight: true };

  test.prop([arbJunkEntries], { numRuns: 1000 })(
    "the filter appliers drop the entries they cannot read, and keep nothing that was not handed in",
    (entries) => {
      expect(core.applyFlightFilters(entries as [], flightFiltersSet)).toEqual([]);
      expect(core.applyHotelFilters(entries as [], hotelFiltersSet, context)).toEqual([]);
      // With no filter set, nothing is read that could tell an entry from a solution or a hotel (see the TSDoc).
      const handed = new Set(Array.isArray(entries) ? entries : []);
      for (const kept of core.applyFlightFilters(entries as [], core.flightSearchFiltersDefault)) {
        expect(handed.has(kept)).toBe(true);
      }
      for (const { hotel } of core.applyHotelFilters(entries as [], core.hotelSearchFiltersDefault, context)) {
        expect(handed.has(hotel)).toBe(true);
      }
      for (const kept of core.sortFlightSolutions(entries as [], "PRICE:ASC")) expect(handed.has(kept)).toBe(true);
    },
  );

  test("an entry that is not a solution is dropped, the solutions around it are filtered as usual", () => {
    const solution = core.flightSolutionSample(1);
    const entries = [solution, {}, null, 7, { trips: [{ flights: [{}] }] }, solution] as core.FlightSolution[];
    const everyStop: core.FlightSearchFilters = { ...core.flightSearchFiltersDefault, stops: [0, 1, 2] };
    expect(core.applyFlightFilters(entries, everyStop)).toEqual([solution, solution]);
  });

  test("the counts and the sort leave out an entry that is not a solution or a hotel", () => {
    const solution = core.flightSolutionSample(2);
    const entries = [{}, solution, null, { trips: [{ flights: [{}] }] }] as core.FlightSolution[];
    expect(core.sortFlightSolutions(entries, "PRICE:ASC")).toEqual([solution]);
    expect(core.sortFlightSolutions(entries, "junk" as "PRICE:ASC")).toEqual([solution]);
    expect(core.flightFilterOptions(entries)).toEqual(core.flightFilterOptions([solution]));
    const hotel = {
      id: "h1",
      distanceKm: null,
      name: "Sol",
      stars: 3,
      reviewRating: null,
      zone: null,
      chain: null,
      destination: null,
    } as const;
    const good = { ...hotel, amenities: [], favourite: false, recommendation: null, latitude: null, longitude: null };
    const rate = { board: "1", supplier: "S", availability: "CNF", refundable: true, hasOffer: false, totalMinor: 100 };
    const hotels = [{ ...good, nights: 1, rates: [rate] }];
    const options = core.hotelFilterOptions(hotels, core.hotelSearchFiltersDefault, context);
    expect(options.board.map((option) => option.quantity)).toEqual([1]);
    const withJunk = [null, ...hotels, { rates: [null] }, { ...good, rates: 5 }] as typeof hotels;
    expect(core.hotelFilterOptions(withJunk, core.hotelSearchFiltersDefault, context)).toEqual(options);
  });

  test.prop([arbJunk, arbJunk], { numRuns: 1000 })("headerCountsFromReply answers junk with counts", (last, reply) => {
    const counts = core.headerCountsFromReply(last as core.HeaderCounts, reply as core.HeaderCountersReply);
    const numbers = [counts.bookings, counts.alerts, counts.budgets, counts.messages, counts.notifications.NOT];
    for (const count of [...numbers, counts.notifications.ALT, counts.notifications.CRD]) {
      expect(Number.isSafeInteger(count)).toBe(true);
    }
  });
});
