import type { MessageTable } from "../../internal/defineMessages.js";
import type { headerNotificationsMessagesEs } from "../es/headerNotifications.js";

/** Portuguese labels of the header's notification counters. */
export const headerNotificationsMessagesPt: MessageTable<keyof typeof headerNotificationsMessagesEs> = {
  "headerNotifications.notices": "Notificações não lidas",
  "headerNotifications.agencyNotices": "Avisos da agência",
  "headerNotifications.creditNotices": "Avisos de crédito",
};
