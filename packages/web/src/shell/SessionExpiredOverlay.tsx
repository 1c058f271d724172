import { useT } from "../i18n/LanguageContext";
import { BlockingDialog } from "./BlockingDialog";
import styles from "./BlockingDialog.module.css";

/** Props of the stateless session-expired overlay. */
export interface SessionExpiredOverlayViewProps {
  readonly homeHref: string;
  readonly onRefresh: () => void;
}

/**
 * The session-expired overlay (spec 000 §8, spec 001 §2: "es/en/pt: 'Your session has expired' with Home and
 * Refresh buttons"). Home is a full page load, so the next page starts from a clean session.
 */
export const SessionExpiredOverlayView = ({ homeHref, onRefresh }: SessionExpiredOverlayViewProps) => {
  const t = useT();
  return (
    <BlockingDialog name="session-expired" title={t("session.expired")} message={t("session.expiredMessage")}>
      <a className={styles.secondary} href={homeHref}>
        {t("session.home")}
      </a>
      <button type="button" className={styles.primary} onClick={onRefresh}>
        {t("session.refresh")}
      </button>
    </BlockingDialog>
  );
};

/** The overlay wired to the browser: Refresh reloads the page. */
export const SessionExpiredOverlay = () => (
  <SessionExpiredOverlayView homeHref="/" onRefresh={() => window.location.reload()} />
);
