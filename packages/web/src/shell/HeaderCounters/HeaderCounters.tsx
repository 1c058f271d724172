import type { ReactNode } from "react";
import { useT } from "../../i18n/LanguageContext";
import { AlertsIcon, BookingsIcon, MessagesIcon } from "../../shared/icons";
import styles from "./HeaderCounters.module.css";

/** Props of the stateless header counters (spec 000 §3: bookings, alerts, budgets, messages; budgets sit on the widget). */
export interface HeaderCountersProps {
  readonly bookings: number;
  readonly alerts: number;
  readonly messages: number;
}

const Counter = ({ icon, label, count, name }: { icon: ReactNode; label: string; count: number; name: string }) => (
  <li className={styles.counter} data-testid={`counter-${name}`}>
    {icon}
    <span className="visually-hidden">{label}: </span>
    <span className={styles.counterValue}>{count}</span>
  </li>
);

/** The header counters: today's bookings, alerts and unread messages. */
export const HeaderCounters = ({ bookings, alerts, messages }: HeaderCountersProps) => {
  const t = useT();
  return (
    <ul className={styles.counters} aria-label={t("shell.counters")}>
      <Counter name="bookings" icon={<BookingsIcon />} label={t("shell.counterBookings")} count={bookings} />
      <Counter name="alerts" icon={<AlertsIcon />} label={t("shell.counterAlerts")} count={alerts} />
      <Counter name="messages" icon={<MessagesIcon />} label={t("shell.counterMessages")} count={messages} />
    </ul>
  );
};
