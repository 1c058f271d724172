import type { ReactNode } from "react";
import { useT } from "../i18n/LanguageContext";
import { lazyWidget } from "../widgets/lazyWidget";
import styles from "./Header.module.css";
import { AlertsIcon, BookingsIcon, MessagesIcon } from "./icons";

/** Props of the stateless header counters (spec 000 §3: bookings, alerts, budgets, messages; budgets sit on the widget). */
export interface HeaderCountersViewProps {
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
export const HeaderCountersView = ({ bookings, alerts, messages }: HeaderCountersViewProps) => {
  const t = useT();
  return (
    <ul className={styles.counters} aria-label={t("shell.counters")}>
      <Counter name="bookings" icon={<BookingsIcon />} label={t("shell.counterBookings")} count={bookings} />
      <Counter name="alerts" icon={<AlertsIcon />} label={t("shell.counterAlerts")} count={alerts} />
      <Counter name="messages" icon={<MessagesIcon />} label={t("shell.counterMessages")} count={messages} />
    </ul>
  );
};

/**
 * The header counters, live: loaded once, then moved by the real-time 'you' and 'notifications' events (spec 000
 * §7). Their code loads after the first paint, and only for a signed-in user (no event stream for a visitor); until
 * then the counts the store already holds are shown.
 */
export const HeaderCounters = lazyWidget(() => import("./HeaderCountersConnected"), HeaderCountersView);
