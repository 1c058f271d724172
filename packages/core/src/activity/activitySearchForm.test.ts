import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/index.js";
import { parseActivityResultsUrl } from "./activityResultsUrl.js";
import {
  ACTIVITY_SEARCH_FORM_DEFAULTS,
  type ActivitySearchFormValues,
  activitySearchFormTransition,
  activitySearchTarget,
  validateActivitySearchForm,
} from "./activitySearchForm.js";
import { arbActivityDays, arbActivityParty } from "./test/arbitraries.js";

const today = "2027-01-10" as CalendarDate;

const arbValid: fc.Arbitrary<ActivitySearchFormValues> = fc
  .record({ days: arbActivityDays, party: arbActivityParty, name: fc.string({ maxLength: 20 }) })
  .map(({ days, party, name }) => ({
    destinationId: "BUE",
    destinationName: name,
    from: days.from,
    to: days.to,
    adults: party.adults,
    childAges: party.childAges,
    infants: party.infants,
  }));

describe("activity search form", () => {
  test.prop([arbValid], { numRuns: 1000 })("a box leads to the results URL that reads back its values", (values) => {
    const target = activitySearchTarget(values);
    expect(Result.isSuccess(target)).toBe(true);
    if (Result.isFailure(target) || target.success._tag !== "Navigate") return;
    const page = parseActivityResultsUrl(target.success.url);
    expect(Result.isSuccess(page)).toBe(true);
    if (Result.isFailure(page)) return;
    expect(page.success.destinationName).toBe(values.destinationName);
    expect(page.success.search.from).toBe(values.from);
    expect(page.success.search.party).toEqual({
      adults: values.adults,
      childAges: values.childAges,
      infants: values.infants,
    });
  });

  it("names every failing field with the spec's and its own messages", () => {
    const keys = (values: ActivitySearchFormValues) =>
      validateActivitySearchForm(values, { today }).map((issue) => [issue.path.join("."), issue.key]);
    expect(keys({ ...ACTIVITY_SEARCH_FORM_DEFAULTS, childAges: [null] })).toEqual([
      ["destinationId", "forms.homeDestinationRequired"],
      ["from", "activity.fromRequired"],
      ["to", "activity.toRequired"],
      ["childAges.0", "occupancy.childAgeRequired"],
    ]);
    const chosen = { ...ACTIVITY_SEARCH_FORM_DEFAULTS, destinationId: "BUE" };
    expect(keys({ ...chosen, from: "2027-01-20", to: "2027-01-12" })).toEqual([["to", "activity.toBeforeFrom"]]);
    expect(keys({ ...chosen, from: "2027-01-12", to: "2027-02-12" })).toEqual([["to", "activity.rangeTooLong"]]);
    expect(keys({ ...chosen, from: "2027-01-09", to: "2027-01-12" })).toEqual([["from", "forms.dateInPast"]]);
    expect(keys({ ...chosen, from: "2027-01-10", to: "2027-01-10" })).toEqual([]);
  });

  it("keeps counts within the limits and asks a new child's age", () => {
    let values = activitySearchFormTransition(ACTIVITY_SEARCH_FORM_DEFAULTS, { _tag: "childrenSet", count: 9 });
    expect(values.childAges).toHaveLength(6);
    values = activitySearchFormTransition(values, { _tag: "childAgeSet", index: 0, age: 4 });
    values = activitySearchFormTransition(values, { _tag: "childAgeSet", index: 1, age: 40 });
    expect(values.childAges.slice(0, 2)).toEqual([4, null]);
    expect(activitySearchFormTransition(values, { _tag: "adultsSet", adults: 0 }).adults).toBe(1);
  });
});
