import { activityMessagesEn } from "./en/activity.js";
import { activityMessagesEs } from "./es/activity.js";
import { activityMessagesPt } from "./pt/activity.js";

/** Activities: categories, guide languages, filters, the box, results and detail. */
export const activityMessages = { es: activityMessagesEs, en: activityMessagesEn, pt: activityMessagesPt } as const;
