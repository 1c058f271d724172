import type { ArrearsMessage } from "@travesia/hooks";
import { useT } from "../../i18n/LanguageContext";
import styles from "./ArrearsBar.module.css";

/** Props of the stateless arrears bar: the server's messages, shown as they come. */
export interface ArrearsBarProps {
  readonly messages: readonly ArrearsMessage[];
}

/** The payment-arrears bar (spec 002 §3 "Defaulter message: message, msgLevel"); nothing when there is no message. */
export const ArrearsBar = ({ messages }: ArrearsBarProps) => {
  const t = useT();
  if (messages.length === 0) return null;
  return (
    <section className={styles.bar} aria-label={t("shell.arrearsTitle")} data-testid="arrears-bar">
      {messages.map((message, index) => (
        // The server sends no id; the list is replaced whole on each poll, so the position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <p key={index} className={styles.message} data-level={message.msgLevel}>
          {message.message}
        </p>
      ))}
    </section>
  );
};
