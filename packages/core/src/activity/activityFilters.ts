import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DURATIONS,
  ACTIVITY_LANGUAGES,
  ACTIVITY_RATING_STEPS,
  ACTIVITY_TIMES_OF_DAY,
  type ActivityCategory,
  type ActivityDuration,
  type ActivityLanguage,
  type ActivityRatingStep,
  type ActivitySort,
  type ActivityTimeOfDay,
  activityCodeKey,
  activityDurationBand,
  activityTimeOfDay,
} from "./activityCodes.js";
import type { ActivityMessageKey } from "./activityMessages.js";

/**
 * The filters of the activity results (the issue's list: category, duration, language, time of day, free
 * cancellation, rating). Within a list any code matches (or); between lists all must (and). Lists are kept in their
 * codes' order, without repeats (see {@link canonicalActivityFilters}).
 */
export interface ActivityFilters {
  readonly categories: readonly ActivityCategory[];
  readonly durations: readonly ActivityDuration[];
  readonly languages: readonly ActivityLanguage[];
  readonly timesOfDay: readonly ActivityTimeOfDay[];
  readonly freeCancellation: boolean;
  /** Only activities rated at least this (out of 5); null for any rating. */
  readonly minRating: ActivityRatingStep | null;
}

/** No filter. */
export const activityFiltersDefault: ActivityFilters = {
  categories: [],
  durations: [],
  languages: [],
  timesOfDay: [],
  freeCancellation: false,
  minRating: null,
};

/** What filters and sorts read of an activity (the search reply's summary has these fields). */
export interface ActivityFacts {
  readonly id: string;
  readonly name: string;
  readonly category: string;
  readonly durationMinutes: number;
  readonly languages: readonly string[];
  /** Start times of its slots, `HH:mm`. */
  readonly startTimes: readonly string[];
  readonly freeCancellation: boolean;
  /** Out of 5. */
  readonly rating: number;
  /** The lowest adult price, in minor units. */
  readonly priceFrom: { readonly minor: number };
}

const ordered = <T extends string>(codes: readonly T[], order: readonly T[]): T[] =>
  order.filter((code) => codes.includes(code));

/**
 * The filters with each list in its codes' order and without repeats, so that equal choices are equal values.
 *
 * @example canonicalActivityFilters({ ...activityFiltersDefault, categories: ["water", "food", "water"] }).categories // ["food", "water"]
 */
export const canonicalActivityFilters = (filters: ActivityFilters): ActivityFilters => ({
  categories: ordered(filters.categories, ACTIVITY_CATEGORIES),
  durations: ordered(filters.durations, ACTIVITY_DURATIONS),
  languages: ordered(filters.languages, ACTIVITY_LANGUAGES),
  timesOfDay: ordered(filters.timesOfDay, ACTIVITY_TIMES_OF_DAY),
  freeCancellation: filters.freeCancellation,
  minRating: filters.minRating,
});

type Facet = "categories" | "durations" | "languages" | "timesOfDay" | "freeCancellation" | "minRating";

const matchesFacet = (activity: ActivityFacts, filters: ActivityFilters, facet: Facet): boolean => {
  switch (facet) {
    case "categories":
      return filters.categories.length === 0 || (filters.categories as readonly string[]).includes(activity.category);
    case "durations":
      return (
        filters.durations.length === 0 || filters.durations.includes(activityDurationBand(activity.durationMinutes))
      );
    case "languages":
      return (
        filters.languages.length === 0 ||
        activity.languages.some((code) => (filters.languages as readonly string[]).includes(code))
      );
    case "timesOfDay":
      return (
        filters.timesOfDay.length === 0 ||
        activity.startTimes.some((time) => {
          const when = activityTimeOfDay(time);
          return when !== null && filters.timesOfDay.includes(when);
        })
      );
    case "freeCancellation":
      return !filters.freeCancellation || activity.freeCancellation;
    case "minRating":
      return filters.minRating === null || activity.rating >= filters.minRating;
  }
};

const FACETS: readonly Facet[] = [
  "categories",
  "durations",
  "languages",
  "timesOfDay",
  "freeCancellation",
  "minRating",
];

const matchesAll = (activity: ActivityFacts, filters: ActivityFilters, except?: Facet): boolean =>
  FACETS.every((facet) => facet === except || matchesFacet(activity, filters, facet));

/**
 * The activities every filter lets through, in their order.
 *
 * @example applyActivityFilters(activities, { ...activityFiltersDefault, freeCancellation: true })
 */
export const applyActivityFilters = <A extends ActivityFacts>(
  activities: readonly A[],
  filters: ActivityFilters,
): A[] => activities.filter((activity) => matchesAll(activity, filters));

const byRecommended = (a: ActivityFacts, b: ActivityFacts) =>
  b.rating - a.rating || a.priceFrom.minor - b.priceFrom.minor;
const COMPARE: Readonly<Record<ActivitySort, (a: ActivityFacts, b: ActivityFacts) => number>> = {
  recommended: byRecommended,
  priceAsc: (a, b) => a.priceFrom.minor - b.priceFrom.minor,
  priceDesc: (a, b) => b.priceFrom.minor - a.priceFrom.minor,
  rating: (a, b) => b.rating - a.rating,
  duration: (a, b) => a.durationMinutes - b.durationMinutes,
};

/**
 * The activities in a sort's order; ties keep the reply's order by id, so the order is total and stable.
 *
 * @example sortActivities(activities, "priceAsc")[0] // the cheapest
 */
export const sortActivities = <A extends ActivityFacts>(activities: readonly A[], sort: ActivitySort): A[] =>
  [...activities].sort(
    (a, b) => COMPARE[sort](a, b) || byRecommended(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );

/** One choice of a section: its code, its name (a key of the activity texts), its count, and whether it is ticked. */
export interface ActivityFilterChoice {
  readonly code: string;
  readonly label: ActivityMessageKey;
  readonly count: number;
  readonly selected: boolean;
}

/** One section of the filter panel: its kind, and its choices with counts. */
export interface ActivityFilterSection {
  readonly facet: Facet;
  /** Radio for the rating (one minimum), checkboxes for the rest. */
  readonly type: "checkbox" | "radio";
  readonly choices: readonly ActivityFilterChoice[];
}

const choice = (code: string, label: ActivityMessageKey, count: number, selected: boolean): ActivityFilterChoice => ({
  code,
  label,
  count,
  selected,
});

/**
 * The filter panel with its counts: each choice counts the activities that the other sections' filters let
 * through and that the choice itself matches (so a count says what ticking it adds). Choices of a list section that
 * match nothing and are not ticked are left out; the rating and free cancellation always show.
 *
 * @example activityFilterPanel(activities, activityFiltersDefault)[0].facet // "categories"
 */
export const activityFilterPanel = (
  activities: readonly ActivityFacts[],
  filters: ActivityFilters,
): readonly ActivityFilterSection[] => {
  const list = <T extends string>(
    facet: "categories" | "durations" | "languages" | "timesOfDay",
    codes: readonly T[],
    kind: "category" | "duration" | "language" | "time",
    chosen: readonly T[],
  ): ActivityFilterSection => {
    const pool = activities.filter((activity) => matchesAll(activity, filters, facet));
    const choices = codes
      .map((code) => {
        const count = pool.filter((activity) => matchesFacet(activity, { ...filters, [facet]: [code] }, facet)).length;
        return choice(code, activityCodeKey(kind, code), count, chosen.includes(code));
      })
      .filter((entry) => entry.count > 0 || entry.selected);
    return { facet, type: "checkbox", choices };
  };
  const freePool = activities.filter((activity) => matchesAll(activity, filters, "freeCancellation"));
  const ratingPool = activities.filter((activity) => matchesAll(activity, filters, "minRating"));
  return [
    list("categories", ACTIVITY_CATEGORIES, "category", filters.categories),
    list("durations", ACTIVITY_DURATIONS, "duration", filters.durations),
    list("languages", ACTIVITY_LANGUAGES, "language", filters.languages),
    list("timesOfDay", ACTIVITY_TIMES_OF_DAY, "time", filters.timesOfDay),
    {
      facet: "freeCancellation",
      type: "checkbox",
      choices: [
        choice(
          "true",
          "activity.freeCancellation",
          freePool.filter((activity) => activity.freeCancellation).length,
          filters.freeCancellation,
        ),
      ],
    },
    {
      facet: "minRating",
      type: "radio",
      choices: [
        choice("any", "activity.ratingAny", ratingPool.length, filters.minRating === null),
        ...ACTIVITY_RATING_STEPS.map((step) =>
          choice(
            String(step),
            activityCodeKey("rating", String(step).replace(".", "")),
            ratingPool.filter((activity) => activity.rating >= step).length,
            filters.minRating === step,
          ),
        ),
      ],
    },
  ];
};

/**
 * The filters after a panel click: a list code toggled, free cancellation switched, or a minimum rating chosen
 * (`any` for none). An unknown code changes nothing.
 *
 * @example activityFiltersToggled(activityFiltersDefault, "categories", "food", true).categories // ["food"]
 */
export const activityFiltersToggled = (
  filters: ActivityFilters,
  facet: Facet,
  code: string,
  checked: boolean,
): ActivityFilters => {
  const toggle = <T extends string>(codes: readonly T[], all: readonly T[]): T[] =>
    (all as readonly string[]).includes(code)
      ? checked
        ? ordered([...codes, code as T], all)
        : codes.filter((entry) => entry !== code)
      : [...codes];
  switch (facet) {
    case "categories":
      return { ...filters, categories: toggle(filters.categories, ACTIVITY_CATEGORIES) };
    case "durations":
      return { ...filters, durations: toggle(filters.durations, ACTIVITY_DURATIONS) };
    case "languages":
      return { ...filters, languages: toggle(filters.languages, ACTIVITY_LANGUAGES) };
    case "timesOfDay":
      return { ...filters, timesOfDay: toggle(filters.timesOfDay, ACTIVITY_TIMES_OF_DAY) };
    case "freeCancellation":
      return { ...filters, freeCancellation: checked };
    case "minRating": {
      const step = ACTIVITY_RATING_STEPS.find((entry) => String(entry) === code);
      return { ...filters, minRating: code === "any" ? null : (step ?? filters.minRating) };
    }
  }
};

/** The facet names of the panel's sections. */
export type ActivityFilterFacet = Facet;
