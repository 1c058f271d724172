/** Spanish labels of the header's notification counters (spec 000 §3 "notification counters of type NOT, ALT, CRD"). */
export const headerNotificationsMessagesEs = {
  "headerNotifications.notices": "Notificaciones sin leer",
  "headerNotifications.agencyNotices": "Avisos de la agencia",
  "headerNotifications.creditNotices": "Avisos de crédito",
} as const;
