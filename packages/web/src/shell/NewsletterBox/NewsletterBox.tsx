import type { ValidationIssue } from "@travesia/core";
import type { HookError, NewsletterResult } from "@travesia/hooks";
import { useId } from "react";
import { useIssueText, useT } from "../../i18n/LanguageContext";
import styles from "./NewsletterBox.module.css";

/** Props of the stateless newsletter box (spec 001 §2: "email required, email type; states idle, in flight, success, error list"). */
export interface NewsletterBoxProps {
  readonly status: NewsletterResult["status"];
  readonly email: string;
  readonly issues: readonly ValidationIssue[];
  /** The server's error texts (spec 000 §8 "Newsletter errors shown 3 seconds": the hook clears them). */
  readonly serverErrors: readonly string[];
  readonly error: HookError | null;
  readonly onEmailChange: (email: string) => void;
  readonly onSubmit: () => void;
  /**
   * The box's code has not arrived yet (the lazy placeholder): the field is read-only and the button says it cannot
   * act yet, rather than taking an address or a click and dropping it.
   */
  readonly waiting?: boolean;
}

/** The newsletter box of the footer. */
export const NewsletterBox = ({
  status,
  email,
  issues,
  serverErrors,
  error,
  onEmailChange,
  onSubmit,
  waiting = false,
}: NewsletterBoxProps) => {
  const t = useT();
  const textOfIssue = useIssueText();
  const id = useId();
  const issueText = issues.length === 0 ? null : textOfIssue(issues[0] as ValidationIssue);
  const errors = error === null ? serverErrors : [...serverErrors, t(error.key)];
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t("newsletter.title")}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!waiting) onSubmit();
        }}
      >
        <label htmlFor={`${id}-email`} className={styles.label}>
          {t("newsletter.email")}
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            readOnly={waiting}
            aria-invalid={issueText === null ? undefined : true}
            aria-describedby={issueText === null ? undefined : `${id}-issue`}
            onChange={(event) => onEmailChange(event.target.value)}
          />
          <button
            type="submit"
            className={styles.submit}
            disabled={status === "inFlight"}
            aria-disabled={waiting ? true : undefined}
          >
            {status === "inFlight" ? t("newsletter.sending") : t("newsletter.submit")}
          </button>
        </div>
        {issueText === null ? null : (
          <p id={`${id}-issue`} className={styles.issue}>
            {issueText}
          </p>
        )}
        <div aria-live="polite">
          {status === "success" ? <p className={styles.success}>{t("newsletter.success")}</p> : null}
          {status === "errors" && errors.length > 0 ? (
            <ul className={styles.errors}>
              {errors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </form>
    </section>
  );
};
