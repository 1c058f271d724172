import { headerNotificationsMessagesEn } from "./en/headerNotifications.js";
import { headerNotificationsMessagesEs } from "./es/headerNotifications.js";
import { headerNotificationsMessagesPt } from "./pt/headerNotifications.js";

/** The header's notification counters NOT, ALT and CRD (spec 000 §3, spec 002 §3). */
export const headerNotificationsMessages = {
  es: headerNotificationsMessagesEs,
  en: headerNotificationsMessagesEn,
  pt: headerNotificationsMessagesPt,
} as const;
