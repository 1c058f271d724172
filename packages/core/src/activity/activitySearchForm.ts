import * as Result from "effect/Result";
import type { CalendarDate } from "../dates/index.js";
import { calendarDateToDayNumber } from "../dates/index.js";
import { boundedCount } from "../search/forms/internal/boundedCount.js";
import { type SearchFormDestinationEvent, searchFormDestination } from "../search/forms/searchFormPlaces.js";
import {
  type SearchTargetResult,
  searchTargetDate,
  searchTargetDestination,
  searchTargetNavigate,
} from "../search/searchTarget.js";
import { DATE_PICKER_DEFAULT_MONTHS, validateFormDateField } from "../validation/datePickerRange.js";
import { isBlank } from "../validation/internal/formRules.js";
import { type ValidationIssue, validationIssue } from "../validation/validationIssue.js";
import { activityFiltersDefault } from "./activityFilters.js";
import { ACTIVITY_PARTY_LIMITS } from "./activityParty.js";
import { ACTIVITY_SEARCH_MAX_DAYS, buildActivityResultsUrl } from "./activityResultsUrl.js";

/** The activity box's values (the issue: destination, date range, participants with children's ages). */
export interface ActivitySearchFormValues {
  /** The hidden destination value, set when a suggestion is chosen. */
  readonly destinationId: string;
  readonly destinationName: string;
  /** `YYYY-MM-DD` or "". */
  readonly from: string;
  /** `YYYY-MM-DD` or "". */
  readonly to: string;
  readonly adults: number;
  /** One entry per child; null until its age is chosen. */
  readonly childAges: readonly (number | null)[];
  readonly infants: number;
}

/** An empty box for two adults. */
export const ACTIVITY_SEARCH_FORM_DEFAULTS: ActivitySearchFormValues = {
  destinationId: "",
  destinationName: "",
  from: "",
  to: "",
  adults: 2,
  childAges: [],
  infants: 0,
};

/** Every event of the activity box. */
export type ActivitySearchFormEvent =
  | SearchFormDestinationEvent
  | { readonly _tag: "datesPicked"; readonly from: string; readonly to: string }
  | { readonly _tag: "adultsSet"; readonly adults: number }
  | { readonly _tag: "childrenSet"; readonly count: number }
  | { readonly _tag: "childAgeSet"; readonly index: number; readonly age: number }
  | { readonly _tag: "infantsSet"; readonly infants: number };

const limits = ACTIVITY_PARTY_LIMITS;

/**
 * The activity box's reducer: typing drops the chosen destination, counts stay within `ACTIVITY_PARTY_LIMITS`, a
 * child added has no age yet (the box asks for it), an age outside 0–17 is ignored.
 *
 * @example activitySearchFormTransition(ACTIVITY_SEARCH_FORM_DEFAULTS, { _tag: "childrenSet", count: 1 }).childAges // [null]
 */
export const activitySearchFormTransition = (
  values: ActivitySearchFormValues,
  event: ActivitySearchFormEvent,
): ActivitySearchFormValues => {
  switch (event._tag) {
    case "destinationTyped":
    case "destinationChosen": {
      const { destinationId, destinationName } = searchFormDestination(event);
      return { ...values, destinationId, destinationName };
    }
    case "datesPicked":
      return { ...values, from: event.from, to: event.to };
    case "adultsSet":
      return { ...values, adults: boundedCount(event.adults, limits.adults) };
    case "childrenSet": {
      const count = boundedCount(event.count, limits.children);
      return { ...values, childAges: Array.from({ length: count }, (_, index) => values.childAges[index] ?? null) };
    }
    case "childAgeSet":
      return Number.isInteger(event.age) &&
        event.age >= limits.age.min &&
        event.age <= limits.age.max &&
        event.index >= 0 &&
        event.index < values.childAges.length
        ? { ...values, childAges: values.childAges.map((age, index) => (index === event.index ? event.age : age)) }
        : values;
    case "infantsSet":
      return { ...values, infants: boundedCount(event.infants, limits.infants) };
  }
};

/**
 * Every failing field of the activity box: the destination ('Por favor, ingrese un destino.', spec 001 §2's home
 * message), both days (required, not past, within the calendar), the last day not before the first and at most
 * `ACTIVITY_SEARCH_MAX_DAYS` later, and one age per child (`childAges.{n}`, 'El campo edad no puede quedar vacío').
 *
 * @example validateActivitySearchForm(ACTIVITY_SEARCH_FORM_DEFAULTS)[0] // { path: ["destinationId"], key: "forms.homeDestinationRequired" }
 */
export const validateActivitySearchForm = (
  values: ActivitySearchFormValues,
  options: { readonly today?: CalendarDate } = {},
): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  if (isBlank(values.destinationId)) issues.push(validationIssue(["destinationId"], "forms.homeDestinationRequired"));
  const rule = { today: options.today, months: DATE_PICKER_DEFAULT_MONTHS };
  const from = validateFormDateField(values.from, ["from"], { ...rule, requiredKey: "activity.fromRequired" });
  const to = validateFormDateField(values.to, ["to"], { ...rule, requiredKey: "activity.toRequired" });
  issues.push(...from.issues, ...to.issues);
  if (from.date !== undefined && to.date !== undefined) {
    const days = calendarDateToDayNumber(to.date) - calendarDateToDayNumber(from.date);
    if (days < 0) issues.push(validationIssue(["to"], "activity.toBeforeFrom"));
    else if (days >= ACTIVITY_SEARCH_MAX_DAYS)
      issues.push(validationIssue(["to"], "activity.rangeTooLong", { days: ACTIVITY_SEARCH_MAX_DAYS }));
  }
  values.childAges.forEach((age, index) => {
    if (age === null) issues.push(validationIssue(["childAges", index], "occupancy.childAgeRequired"));
  });
  return issues;
};

/**
 * Where a valid box leads: the activity results URL (core's `buildActivityResultsUrl`, no filter). Run it after
 * `validateActivitySearchForm` passed; a value the route still refuses comes back `Unbuildable` on its field.
 *
 * @example activitySearchTarget({ destinationId: "BUE", destinationName: "Buenos Aires", from: "2027-03-01", to: "2027-03-05", adults: 2, childAges: [4, 9], infants: 0 })
 * // Success({ _tag: "Navigate", url: "/activities/results/BUE/2027-03-01/2027-03-05/2/2:4-9/0?name=Buenos%20Aires" })
 */
export const activitySearchTarget = (values: ActivitySearchFormValues): SearchTargetResult =>
  Result.gen(function* () {
    const destination = yield* searchTargetDestination(values.destinationId);
    const from = yield* searchTargetDate(values.from, "from");
    const to = yield* searchTargetDate(values.to, "to");
    const childAges = values.childAges.filter((age): age is number => age !== null);
    return searchTargetNavigate(
      buildActivityResultsUrl({
        search: { destination, from, to, party: { adults: values.adults, childAges, infants: values.infants } },
        destinationName: values.destinationName,
        filters: activityFiltersDefault,
        sort: "recommended",
        page: 1,
      }),
    );
  });
