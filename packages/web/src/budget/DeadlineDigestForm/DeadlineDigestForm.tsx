import { useEffect, useId, useState } from "react";
import { useT } from "../../i18n/LanguageContext";
import pageStyles from "../../shared/Page.module.css";
import styles from "./DeadlineDigestForm.module.css";

/** Props of the daily digest's form: the hour kept (null: none), the agent's zone, and how the last save went. */
export interface DeadlineDigestFormProps {
  readonly status: "loading" | "ready" | "saving" | "error";
  readonly hour: number | null;
  readonly timeZone: string;
  /** Whether the last save went through; null before any. */
  readonly saved: boolean | null;
  readonly onSave: (hour: number | null) => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const OFF = "off";

const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** Chooses the hour of the agent's day the digest of deadlines goes to their e-mail, or none. */
export const DeadlineDigestForm = ({ status, hour, timeZone, saved, onSave }: DeadlineDigestFormProps) => {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState(hour === null ? OFF : String(hour));
  // The server's schedule arrives after the first render: the field shows it until the agent picks another.
  useEffect(() => setChoice(hour === null ? OFF : String(hour)), [hour]);
  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-legend`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choice === OFF ? null : Number(choice));
      }}
    >
      <h2 id={`${id}-legend`} className={styles.legend}>
        {t("budget.digestLegend")}
      </h2>
      <div className={styles.row}>
        <label className={pageStyles.field} htmlFor={`${id}-hour`}>
          {t("budget.digestHour", { zone: timeZone })}
          <select
            id={`${id}-hour`}
            className={pageStyles.input}
            value={choice}
            disabled={status === "loading"}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value={OFF}>{t("budget.digestOff")}</option>
            {HOURS.map((value) => (
              <option key={value} value={String(value)}>
                {hourText(value)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={pageStyles.primary} disabled={status === "loading" || status === "saving"}>
          {t("budget.digestSave")}
        </button>
      </div>
      <p role="status" className={status === "error" ? styles.error : pageStyles.muted}>
        {status === "error"
          ? t("budget.digestError")
          : saved === true
            ? hour === null
              ? t("budget.digestSavedOff")
              : t("budget.digestSaved", { hour: hourText(hour) })
            : ""}
      </p>
    </form>
  );
};
