import type { ActivitySummary } from "../api/activity.js";
import { formatNumber } from "../locale/formatNumber.js";
import type { Language } from "../locale/language.js";
import { formatMoney } from "../money/formatMoney.js";
import { money } from "../money/money.js";
import { activityCodeKey, activityDurationParts } from "./activityCodes.js";
import { translateActivity } from "./activityMessages.js";

/**
 * An activity's length in words: days, hours and minutes, each only when there are some ("2 horas 30 min"); empty
 * for no length.
 *
 * @example activityDurationText(150, "es") // "2 horas 30 min"
 */
export const activityDurationText = (minutes: number, language: Language): string => {
  const parts = activityDurationParts(minutes);
  return [
    parts.days > 0 ? translateActivity(language, "activity.days", { count: parts.days }) : "",
    parts.hours > 0 ? translateActivity(language, "activity.hours", { count: parts.hours }) : "",
    parts.minutes > 0 ? translateActivity(language, "activity.minutes", { count: parts.minutes }) : "",
  ]
    .filter((text) => text !== "")
    .join(" ");
};

/** An activity's guide languages named in `language`, in the reply's order ("Español, Francés"). */
export const activityLanguagesText = (codes: readonly string[], language: Language): string =>
  codes.map((code) => translateActivity(language, activityCodeKey("language", code))).join(", ");

/** The texts of an activity's card in the results, line by line (see {@link activityCardTexts}). */
export interface ActivityCardTexts {
  /** The category's name. */
  readonly category: string;
  readonly name: string;
  /** Its length and guide languages: "2 horas 30 min · Español, Francés". */
  readonly details: string;
  /** "★ 4,5 (1.200 opiniones)". */
  readonly reviews: string;
  /** "Cancelación gratuita", or empty when the activity has none. */
  readonly freeCancellation: string;
  /** "Desde USD 160,90 por adulto". */
  readonly price: string;
}

/**
 * What an activity's card in the results says, in `language`: the same texts whether the page draws the card or the
 * portal's server fills its stand-in from the search's reply.
 *
 * @example activityCardTexts(activity, "es").price // "Desde USD 160,90 por adulto"
 */
export const activityCardTexts = (activity: ActivitySummary, language: Language): ActivityCardTexts => {
  const price = formatMoney(money(activity.priceFrom.minor, activity.priceFrom.currency), language);
  const rating = formatNumber(activity.rating, language, 1);
  return {
    category: translateActivity(language, activityCodeKey("category", activity.category)),
    name: activity.name,
    details: `${activityDurationText(activity.durationMinutes, language)} · ${activityLanguagesText(activity.languages, language)}`,
    reviews: `★ ${translateActivity(language, "activity.reviews", { rating, count: activity.reviews })}`,
    freeCancellation: activity.freeCancellation ? translateActivity(language, "activity.freeCancellation") : "",
    price: translateActivity(language, "activity.priceFrom", { price }),
  };
};
