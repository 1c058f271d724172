import { Description, Field, Label, Textarea } from "@headlessui/react";
import { type AdminCustomText, type AdminIssue, CUSTOM_TEXT_MAX_LENGTH, templatePlaceholders } from "@travesia/core";
import type { CustomTextEditorResult } from "@travesia/hooks";
import { useId } from "react";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";

/** Props of the custom text editor. */
export interface CustomTextEditorProps {
  readonly text: AdminCustomText;
  readonly draft: string;
  readonly issues: readonly AdminIssue[];
  readonly status: CustomTextEditorResult["status"];
  readonly onDraft: (draft: string) => void;
  readonly onSave: () => void;
  readonly onCancel: () => void;
}

/** One text's editor: the catalog's text, the custom one (placeholders named), its issues, save and cancel. */
export const CustomTextEditor = ({ text, draft, issues, status, onDraft, onSave, onCancel }: CustomTextEditorProps) => {
  const t = useAdminT();
  const id = useId();
  const names = templatePlaceholders(text.base);
  return (
    <form
      className={styles.fieldset}
      aria-labelledby={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <h3 id={id} className={styles.heading}>
        {t("admin.texts.editing", { key: text.key })}
      </h3>
      <p className={styles.hint}>
        {t("admin.texts.original")}: {text.base}
      </p>
      <Field className={page.field}>
        <Label>{t("admin.texts.text", { key: text.key })}</Label>
        <Description className={styles.hint}>
          {t("admin.texts.textHint")}
          {names.length === 0
            ? null
            : ` ${t("admin.texts.placeholdersHint", { names: names.map((name) => `{${name}}`).join(", ") })}`}
        </Description>
        <Textarea
          className={styles.textarea}
          value={draft}
          maxLength={CUSTOM_TEXT_MAX_LENGTH}
          invalid={issues.length > 0}
          onChange={(event) => onDraft(event.target.value)}
        />
        {issues.map((issue) => (
          <p key={`${issue.field}-${issue.key}`} className={styles.issue}>
            {t(issue.key, issue.params)}
          </p>
        ))}
      </Field>
      <p className={page.actions}>
        <button type="submit" className={page.primary} disabled={status === "saving"}>
          {t("admin.texts.save")}
        </button>
        <button type="button" className={page.secondary} onClick={onCancel}>
          {t("admin.texts.cancel")}
        </button>
      </p>
      <p role="status" className={styles.status}>
        {status === "saved"
          ? t("admin.texts.saved")
          : status === "failed" && issues.length === 0
            ? t("admin.settings.saveFailed")
            : ""}
      </p>
    </form>
  );
};
