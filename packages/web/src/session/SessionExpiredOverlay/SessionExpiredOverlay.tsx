import { useT } from "../../i18n/LanguageContext";
import styles from "../../shared/BlockingDialog/BlockingDialog.module.css";
import { BlockingDialogLazy } from "../../shared/BlockingDialog/BlockingDialogLazy";

/** Props of the stateless session-expired overlay. */
export interface SessionExpiredOverlayProps {
  readonly homeHref: string;
  readonly onRefresh: () => void;
}

/**
 * The session-expired overlay (spec 000 §8, spec 001 §2: "es/en/pt: 'Your session has expired' with Home and
 * Refresh buttons"). Home is a full page load, so the next page starts from a clean session.
 */
export const SessionExpiredOverlay = ({ homeHref, onRefresh }: SessionExpiredOverlayProps) => {
  const t = useT();
  return (
    <BlockingDialogLazy name="session-expired" title={t("session.expired")} message={t("session.expiredMessage")}>
      <a className={styles.secondary} href={homeHref}>
        {t("session.home")}
      </a>
      <button type="button" className={styles.primary} onClick={onRefresh}>
        {t("session.refresh")}
      </button>
    </BlockingDialogLazy>
  );
};
