import { LOGIN_PATH, parseLogoutUrl } from "@travesia/core";
import { useAuth } from "@travesia/hooks";
import { Result } from "effect";
import { useEffect, useId, useRef } from "react";
import { Link, useLocation } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import styles from "../Page.module.css";

/** Props of the stateless logout page. */
export interface LogoutViewProps {
  readonly pending: boolean;
  /** `/logout?sessionExpired=true` (spec 000 §2). */
  readonly sessionExpired: boolean;
}

/** The logout page: the session was closed, or it had expired. */
export const LogoutView = ({ pending, sessionExpired }: LogoutViewProps) => {
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
              <Link className={styles.secondary} to="/">
                {t("shell.goHome")}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
};

/**
 * /logout (spec 000 §2): closes the session on arrival — which also tells the other tabs — and says so. It is also
 * where a 401 from the draft creation lands, and `?sessionExpired=true` after an expired session.
 */
const LogoutPage = () => {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  const parsed = parseLogoutUrl(pathname + search);
  const sessionExpired = Result.isSuccess(parsed) && parsed.success.sessionExpired;
  const started = useRef(false);
  const { logout } = auth.actions;
  useEffect(() => {
    // Once per visit, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <LogoutView pending={auth.status !== "signedOut"} sessionExpired={sessionExpired} />;
};

export default LogoutPage;
