import { formatMessage, type MessageParams } from "../locale/formatMessage.js";
import { defineMessages } from "../locale/internal/defineMessages.js";
import type { Language } from "../locale/language.js";
import { activityPagesMessagesEn } from "../locale/messages/en/activityPages.js";
import { activityPagesMessagesEs } from "../locale/messages/es/activityPages.js";
import { activityPagesMessagesPt } from "../locale/messages/pt/activityPages.js";

/**
 * The activity pages' and box's texts in es, en and pt: categories, guide languages, filters, sorts, cards, the
 * detail and its picker. Kept out of the portal's catalogs on purpose: the Spanish catalog ships with the home
 * page's first load, and these travel with the activity chunks instead. The texts the shared pieces show (the box's
 * form messages, the hooks' errors) stay in the catalogs' `activity` domain.
 */
export const ACTIVITY_MESSAGES = defineMessages(
  activityPagesMessagesEs,
  activityPagesMessagesEn,
  activityPagesMessagesPt,
);

/** A key of the activity pages' texts. */
export type ActivityMessageKey = keyof typeof activityPagesMessagesEs;

/** Whether a string is a key of the activity pages' texts. */
export const isActivityMessageKey = (value: string): value is ActivityMessageKey =>
  Object.hasOwn(activityPagesMessagesEs, value);

/**
 * An activity page's text in a language, its `{name}` placeholders filled (core's `formatMessage`).
 *
 * @example translateActivity("en", "activity.count", { count: 2 }) // "2 activities"
 */
export const translateActivity = (language: Language, key: ActivityMessageKey, params?: MessageParams): string => {
  const table = ACTIVITY_MESSAGES[language] ?? ACTIVITY_MESSAGES.es;
  return formatMessage(table[key] ?? key, params, language);
};
