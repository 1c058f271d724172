import type { AdminAirline, AdminIssue } from "@travesia/core";
import { useId } from "react";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import { AdminFinder } from "../ContentFields/AdminFinder";
import { AirlineLogo, AirlineLogoField } from "./AirlineLogoField";

/** Props of the stateless airlines module. */
export interface AirlinesProps {
  readonly airlines: readonly AdminAirline[];
  /** The airline being renamed and the name typed, if any. */
  readonly editing: { readonly carrierId: string; readonly name: string } | null;
  readonly issues: readonly AdminIssue[];
  readonly saving: boolean;
  readonly status: string;
  readonly onEdit: (carrierId: string) => void;
  readonly onName: (name: string) => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
  /** A logo chosen for the airline being edited, uploaded at once; without it the form offers no upload. */
  readonly onLogo?: (file: File) => void;
}

/**
 * The "airlines" module (spec 000 §3 "Airline: name, carrierId"): find one with `find-airline` or pick it from the
 * list, and rename it or upload its logo; the flight results show the new name and the logo (beside the name) on
 * their next search.
 */
export const Airlines = (props: AirlinesProps) => {
  const { airlines, editing, issues, saving } = props;
  const t = useAdminT();
  const id = useId();
  const edited = editing === null ? undefined : airlines.find((airline) => airline.carrierId === editing.carrierId);
  return (
    <section className={styles.content} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t("admin.module.airlines")}
      </h2>
      <p className={styles.hint}>{t("admin.airlines.hint")}</p>
      <AdminFinder
        id={`${id}-find`}
        label={t("admin.airlines.search")}
        source={{ kind: "airline" }}
        onChoose={(option) => props.onEdit(option.id)}
      />
      <p role="status" className={styles.status}>
        {props.status}
      </p>
      {editing === null ? null : (
        <form
          className={styles.fieldset}
          onSubmit={(event) => {
            event.preventDefault();
            props.onSave();
          }}
        >
          <span className={page.field}>
            <label htmlFor={`${id}-name`}>{t("admin.airlines.nameOf", { code: editing.carrierId })}</label>
            <input
              id={`${id}-name`}
              className={page.input}
              value={editing.name}
              aria-invalid={issues.length > 0 ? true : undefined}
              aria-describedby={issues.length > 0 ? `${id}-issue` : undefined}
              onChange={(event) => props.onName(event.target.value)}
            />
          </span>
          {issues.length === 0 ? null : (
            <p id={`${id}-issue`} className={styles.issue}>
              {issues.map((issue) => t(issue.key, issue.params)).join(" ")}
            </p>
          )}
          {edited === undefined || props.onLogo === undefined ? null : (
            <AirlineLogoField id={`${id}-logo`} airline={edited} disabled={saving} onLogo={props.onLogo} />
          )}
          <span className={page.actions}>
            <button type="submit" className={page.primary} disabled={saving}>
              {saving ? t("admin.content.saving") : t("admin.content.save")}
            </button>
            <button type="button" className={page.secondary} onClick={props.onCancel}>
              {t("admin.content.cancel")}
            </button>
          </span>
        </form>
      )}
      <ul className={styles.list}>
        {airlines.map((airline) => (
          <li key={airline.carrierId} className={styles.row} data-testid="airline">
            <dl className={styles.entry}>
              <dt>{t("admin.airlines.code")}</dt>
              <dd>
                <code>{airline.carrierId}</code>
              </dd>
              <dt>{t("admin.airlines.name")}</dt>
              <dd>{airline.name}</dd>
              <dt>{t("admin.airlines.logo")}</dt>
              <dd>
                <AirlineLogo airline={airline} />
              </dd>
            </dl>
            <button
              type="button"
              className={page.secondary}
              aria-label={t("admin.content.editLabel", { name: airline.name })}
              onClick={() => props.onEdit(airline.carrierId)}
            >
              {t("admin.content.edit")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
