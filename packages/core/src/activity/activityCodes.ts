import type { ActivityMessageKey } from "./activityMessages.js";

/**
 * The activity categories the portal names (the list, as GetYourGuide, Viator and Civitatis group their
 * catalogues); a reply's category is one of these codes, its name comes from the catalogs in the page's language.
 */
export const ACTIVITY_CATEGORIES = ["tours", "museums", "outdoor", "food", "water", "shows", "dayTrips"] as const;

/** An activity category's code. */
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** The languages an activity may be guided in (ISO 639-1), named per interface language by the catalogs. */
export const ACTIVITY_LANGUAGES = ["es", "en", "pt", "fr", "it", "de"] as const;

/** A guide language's code. */
export type ActivityLanguage = (typeof ACTIVITY_LANGUAGES)[number];

/**
 * Duration bands of the filter, by the activity's length in minutes: up to an hour, one to four hours, four hours to
 * a day, more than a day (the bands Viator and GetYourGuide offer).
 */
export const ACTIVITY_DURATIONS = ["upTo1h", "upTo4h", "upTo1d", "multiDay"] as const;

/** A duration band's code. */
export type ActivityDuration = (typeof ACTIVITY_DURATIONS)[number];

/** When a slot starts: before noon, noon to 17:00, from 17:00. */
export const ACTIVITY_TIMES_OF_DAY = ["morning", "afternoon", "evening"] as const;

/** A time of day's code. */
export type ActivityTimeOfDay = (typeof ACTIVITY_TIMES_OF_DAY)[number];

/** The minimum ratings the filter offers (out of 5). */
export const ACTIVITY_RATING_STEPS = [3, 4, 4.5] as const;

/** A minimum rating of the filter. */
export type ActivityRatingStep = (typeof ACTIVITY_RATING_STEPS)[number];

/** The sorts of the results page; `recommended` is the default. */
export const ACTIVITY_SORTS = ["recommended", "priceAsc", "priceDesc", "rating", "duration"] as const;

/** A sort of the results page. */
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

/**
 * The catalog key naming a code of the filters and sorts (`activity.categoryFood`, `activity.rating45` for 4.5).
 *
 * @example activityCodeKey("language", "pt") // "activity.languagePt"
 */
export const activityCodeKey = (
  kind: "category" | "language" | "duration" | "time" | "sort" | "rating" | "band",
  code: string,
): ActivityMessageKey => `activity.${kind}${code.charAt(0).toUpperCase()}${code.slice(1)}` as ActivityMessageKey;

/** Upper bounds (inclusive, minutes) of the duration bands but the last. */
const DURATION_BOUNDS = [60, 240, 1440] as const;

/**
 * The duration band of a length in minutes.
 *
 * @example activityDurationBand(90) // "upTo4h"
 */
export const activityDurationBand = (minutes: number): ActivityDuration => {
  const index = DURATION_BOUNDS.findIndex((bound) => minutes <= bound);
  return ACTIVITY_DURATIONS[index === -1 ? 3 : index] ?? "multiDay";
};

/**
 * The time of day of a start time `HH:mm` (before 12:00 morning, before 17:00 afternoon, else evening); null for a
 * text that is not a time.
 *
 * @example activityTimeOfDay("16:30") // "afternoon"
 */
export const activityTimeOfDay = (time: string): ActivityTimeOfDay | null => {
  const match = /^([01]\d|2[0-3]):[0-5]\d$/.exec(time);
  if (match === null) return null;
  const hour = Number(match[1]);
  return hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
};

/**
 * An activity's length as days, hours and minutes (whole days of 24 hours), for its card and detail.
 *
 * @example activityDurationParts(1590) // { days: 1, hours: 2, minutes: 30 }
 */
export const activityDurationParts = (
  minutes: number,
): { readonly days: number; readonly hours: number; readonly minutes: number } => {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.trunc(minutes)) : 0;
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
};
