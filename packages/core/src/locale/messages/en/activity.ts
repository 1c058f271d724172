import type { MessageTable } from "../../internal/defineMessages.js";
import type { activityMessagesEs } from "../es/activity.js";

/** English texts of activities. */
export const activityMessagesEn: MessageTable<keyof typeof activityMessagesEs> = {
  "activity.fromRequired": "Please enter a from date.",
  "activity.toRequired": "Please enter a to date.",
  "activity.toBeforeFrom": "The to date cannot be before the from date.",
  "activity.rangeTooLong": "Choose a range of up to {days, plural, one {# day} other {# days}}.",
  "activity.dateFrom": "From",
  "activity.dateTo": "To",
  "activity.searchFailed": "Failed to retrieve the results",
  "activity.urlInvalid": "The search address is not valid.",
  "activity.detailFailed": "Sorry. Your request could not be completed at this time.",
};
