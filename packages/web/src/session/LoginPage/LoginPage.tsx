import { ROUTES } from "@travesia/core";
import type { LoginCredentials } from "@travesia/hooks";
import { useId } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/LanguageContext";
import styles from "../../shared/Page.module.css";

/** Props of the stateless login page. */
export interface LoginPageProps {
  readonly submitting: boolean;
  /** The failure's message key (`session.loginFailed`), or null. */
  readonly errorKey: string | null;
  /** The first name of a user already signed in on this browser, or null. */
  readonly signedInName: string | null;
  readonly onSubmit: (credentials: LoginCredentials) => void;
}

/** The login page (spec 000 §2 "/login/"): username and password; the arrears bar is not polled here. */
export const LoginPage = ({ submitting, errorKey, signedInName, onSubmit }: LoginPageProps) => {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.narrow} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t("session.loginTitle")}
      </h1>
      {signedInName !== null ? (
        <div className={styles.card}>
          <p>{t("session.alreadyLoggedIn", { name: signedInName })}</p>
          <p className={styles.actions}>
            <Link className={styles.primary} to={ROUTES.home}>
              {t("shell.goHome")}
            </Link>
            <Link className={styles.secondary} to={ROUTES.logout}>
              {t("shell.logout")}
            </Link>
          </p>
        </div>
      ) : (
        <form
          className={styles.card}
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            onSubmit({ username: String(form.get("username") ?? ""), password: String(form.get("password") ?? "") });
          }}
        >
          <div className={styles.field}>
            <label htmlFor={`${id}-username`}>{t("session.username")}</label>
            <input
              id={`${id}-username`}
              className={styles.input}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>{t("session.password")}</label>
            <input
              id={`${id}-password`}
              className={styles.input}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          {errorKey === null ? null : (
            <p role="alert" className={styles.error}>
              {t(errorKey)}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={submitting}>
            {submitting ? t("session.loggingIn") : t("session.loginSubmit")}
          </button>
        </form>
      )}
    </section>
  );
};
