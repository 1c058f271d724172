import type { HeaderCounts } from "@travesia/core";
import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import { AgencyNoticeIcon, AlertsIcon, BookingsIcon, CreditIcon, MessagesIcon, NoticeIcon } from "../../shared/icons";
import styles from "./HeaderCounters.module.css";

/** Props of the stateless header counters (spec 000 §3: bookings, alerts, budgets, messages; budgets sit on the widget). */
export interface HeaderCountersProps {
  readonly bookings: number;
  readonly alerts: number;
  readonly messages: number;
  /** Spec 000 §3, spec 002 §3: the notification counters NOT, ALT and CRD (unread, else quantity). */
  readonly notifications: HeaderCounts["notifications"];
}

const Counter = ({ icon, label, count, name }: { icon: ReactNode; label: string; count: number; name: string }) => (
  <li className={styles.counter} data-testid={`counter-${name}`}>
    {icon}
    <span className="visually-hidden">{label}: </span>
    <span className={styles.counterValue}>{count}</span>
  </li>
);

const NOTIFICATIONS = {
  NOT: { icon: <NoticeIcon />, label: "headerNotifications.notices" },
  ALT: { icon: <AgencyNoticeIcon />, label: "headerNotifications.agencyNotices" },
  CRD: { icon: <CreditIcon />, label: "headerNotifications.creditNotices" },
} as const;

/** The header counters: today's bookings, alerts and unread messages, then the NOT, ALT and CRD notifications. */
export const HeaderCounters = ({ bookings, alerts, messages, notifications }: HeaderCountersProps) => {
  const t = useT();
  return (
    <ul className={styles.counters} aria-label={t("shell.counters")}>
      <Counter name="bookings" icon={<BookingsIcon />} label={t("shell.counterBookings")} count={bookings} />
      <Counter name="alerts" icon={<AlertsIcon />} label={t("shell.counterAlerts")} count={alerts} />
      <Counter name="messages" icon={<MessagesIcon />} label={t("shell.counterMessages")} count={messages} />
      {(["NOT", "ALT", "CRD"] as const).map((type) => (
        <Counter
          key={type}
          name={type}
          icon={NOTIFICATIONS[type].icon}
          label={t(NOTIFICATIONS[type].label)}
          count={notifications[type]}
        />
      ))}
    </ul>
  );
};
