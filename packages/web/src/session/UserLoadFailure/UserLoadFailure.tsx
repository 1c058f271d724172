import { useT } from "../../i18n/LanguageContext";
import styles from "./UserLoadFailure.module.css";

/** Props of the stateless user-load failure notice. */
export interface UserLoadFailureProps {
  /** Asks the user call again; while it runs the shell shows no failure, so the notice leaves and the button with it. */
  readonly onRetry: () => void;
}

/**
 * Spec 000 §8 "User load failure: 'error al recuperar el usuario'", as an alert under the header bar so that a
 * person sees it and a screen reader announces it, with a button that asks the user call again. The header around
 * it keeps the user the session knew (core's `headerAccount`).
 */
export const UserLoadFailure = ({ onRetry }: UserLoadFailureProps) => {
  const t = useT();
  return (
    <div className={styles.notice} data-testid="user-load-failure">
      <p role="alert" className={styles.message}>
        {t("session.userLoadError")}
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t("session.userLoadRetry")}
      </button>
    </div>
  );
};
