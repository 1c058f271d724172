import { type AdminIssue, POI_TYPES } from "@travesia/core";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";

/** The POI being added or edited, as the form holds it (coordinates as typed). */
export interface PoiDraft {
  readonly id?: string;
  readonly description: string;
  readonly vicinity: string;
  readonly type: string;
  readonly latitude: string;
  readonly longitude: string;
}

/** Props of the stateless {@link PoiForm}. */
export interface PoiFormProps {
  readonly id: string;
  readonly draft: PoiDraft;
  readonly issues: readonly AdminIssue[];
  readonly saving: boolean;
  readonly onChange: (draft: PoiDraft) => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}

const FIELDS = ["description", "vicinity", "latitude", "longitude"] as const;

/** A POI's fields (name, area, type, latitude, longitude), each with its issue under it. */
export const PoiForm = ({ id, draft, issues, saving, onChange, onSave, onCancel }: PoiFormProps) => {
  const t = useAdminT();
  const issueOf = (field: string) => issues.find((issue) => issue.field === field);
  const described = (field: string) =>
    issueOf(field) === undefined ? {} : { "aria-invalid": true, "aria-describedby": `${id}-${field}-issue` };
  const issueLine = (field: string) => {
    const issue = issueOf(field);
    return issue === undefined ? null : (
      <span id={`${id}-${field}-issue`} className={styles.issue}>
        {t(issue.key, issue.params)}
      </span>
    );
  };
  return (
    <form
      className={styles.fieldset}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className={styles.grid}>
        {FIELDS.map((field) => (
          <span key={field} className={page.field}>
            <label htmlFor={`${id}-${field}`}>{t(`admin.pois.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              className={page.input}
              inputMode={field === "latitude" || field === "longitude" ? "decimal" : undefined}
              value={draft[field]}
              onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
              {...described(field)}
            />
            {issueLine(field)}
          </span>
        ))}
        <span className={page.field}>
          <label htmlFor={`${id}-type`}>{t("admin.pois.type")}</label>
          <select
            id={`${id}-type`}
            className={page.input}
            value={draft.type}
            onChange={(event) => onChange({ ...draft, type: event.target.value })}
            {...described("type")}
          >
            {POI_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.pois.type.${type}`)}
              </option>
            ))}
          </select>
          {issueLine("type")}
        </span>
      </div>
      <span className={page.actions}>
        <button type="submit" className={page.primary} disabled={saving}>
          {saving ? t("admin.content.saving") : t("admin.content.save")}
        </button>
        <button type="button" className={page.secondary} onClick={onCancel}>
          {t("admin.content.cancel")}
        </button>
      </span>
    </form>
  );
};
