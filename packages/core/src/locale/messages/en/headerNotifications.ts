import type { MessageTable } from "../../internal/defineMessages.js";
import type { headerNotificationsMessagesEs } from "../es/headerNotifications.js";

/** English labels of the header's notification counters. */
export const headerNotificationsMessagesEn: MessageTable<keyof typeof headerNotificationsMessagesEs> = {
  "headerNotifications.notices": "Unread notifications",
  "headerNotifications.agencyNotices": "Agency notices",
  "headerNotifications.creditNotices": "Credit notices",
};
