import { LOGIN_PATH, ROUTES } from "@travesia/core";
import { useId } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import styles from "../../shared/Page.module.css";

/** Props of the stateless logout page. */
export interface LogoutPageProps {
  readonly pending: boolean;
  /** `/logout?sessionExpired=true` (spec 000 §2). */
  readonly sessionExpired: boolean;
}

/** The logout page: the session was closed, or it had expired. */
export const LogoutPage = ({ pending, sessionExpired }: LogoutPageProps) => {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.narrow} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {sessionExpired ? t("session.expired") : t("session.loggedOutTitle")}
      </h1>
      <div className={styles.card} aria-live="polite" aria-busy={pending}>
        {pending ? (
          <p>{t("session.loggingOut")}</p>
        ) : (
          <>
            <p>{sessionExpired ? t("session.expiredMessage") : t("session.loggedOutMessage")}</p>
            <p className={styles.actions}>
              <Link className={styles.primary} to={LOGIN_PATH}>
                {t("session.loginAgain")}
              </Link>
              <Link className={styles.secondary} to={ROUTES.home}>
                {t("shell.goHome")}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
};
