import { Description, Field, Fieldset, Label, Legend, Radio, RadioGroup, Switch, Textarea } from "@headlessui/react";
import {
  type AdminIssue,
  MAINTENANCE_MESSAGE_MAX_LENGTH,
  PORTAL_AUDIENCES,
  PORTAL_SWITCHES,
  type PortalSettingsFormEvent,
  type PortalSettingsFormState,
} from "@travesia/core";
import type { PortalSettingsEditorResult } from "@travesia/hooks";
import { useId } from "react";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { type AdminTranslate, useAdminT } from "../adminText";

/** Props of the stateless portal settings form. */
export interface PortalSettingsFormProps {
  readonly name: string;
  readonly form: PortalSettingsFormState;
  readonly issues: readonly AdminIssue[];
  readonly save: PortalSettingsEditorResult["data"]["save"];
  readonly onEvent: (event: PortalSettingsFormEvent) => void;
  readonly onSave: () => void;
}

const issueText = (t: AdminTranslate, issues: readonly AdminIssue[], field: string) =>
  issues
    .filter((issue) => issue.field === field || (field === "settings" && issue.field === "settings"))
    .map((issue) => t(issue.key, issue.params));

const SAVE_NOTICE = {
  saved: "admin.settings.saved",
  unchanged: "admin.settings.noChanges",
  failed: "admin.settings.saveFailed",
} as const;

/**
 * One portal's settings (the "portal settings" module's edit page): a switch per feature, the portal type, the
 * maintenance message and the freeze; each failing field says why beside it, and a save says how it went.
 */
export const PortalSettingsForm = ({ name, form, issues, save, onEvent, onSave }: PortalSettingsFormProps) => {
  const t = useAdminT();
  const id = useId();
  const { draft } = form;
  const messageIssues = issueText(t, issues, "maintenanceMessage");
  return (
    <form
      className={styles.content}
      aria-labelledby={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <h2 id={id} className={styles.heading}>
        {t("admin.settings.editTitle", { portal: name })}
      </h2>
      <Fieldset className={styles.fieldset}>
        <Legend className={styles.legend}>{t("admin.settings.switches")}</Legend>
        {PORTAL_SWITCHES.map((switchName) => (
          <Field key={switchName} className={styles.switchField}>
            <Switch
              className={styles.switch}
              checked={draft[switchName]}
              onChange={() => onEvent({ type: "switchToggled", name: switchName })}
            />
            <Label>{t(`admin.settings.${switchName}`)}</Label>
          </Field>
        ))}
      </Fieldset>
      <Fieldset className={styles.fieldset}>
        <Legend className={styles.legend}>{t("admin.settings.audience")}</Legend>
        <RadioGroup
          className={styles.radios}
          value={draft.audience}
          onChange={(audience) => onEvent({ type: "audienceChosen", audience })}
          aria-label={t("admin.settings.audience")}
        >
          {PORTAL_AUDIENCES.map((audience) => (
            <Field key={audience}>
              <Radio value={audience} className={styles.radio}>
                <span className={styles.dot} aria-hidden="true" />
                <Label>{t(`admin.settings.audience.${audience}`)}</Label>
              </Radio>
            </Field>
          ))}
        </RadioGroup>
      </Fieldset>
      <Fieldset className={styles.fieldset}>
        <Legend className={styles.legend}>{t("admin.settings.maintenance")}</Legend>
        <Field className={page.field}>
          <Label>{t("admin.settings.maintenanceMessage")}</Label>
          <Description className={styles.hint}>{t("admin.settings.maintenanceHint")}</Description>
          <Textarea
            className={styles.textarea}
            value={draft.maintenanceMessage}
            maxLength={MAINTENANCE_MESSAGE_MAX_LENGTH}
            invalid={messageIssues.length > 0}
            onChange={(event) => onEvent({ type: "messageEdited", text: event.target.value })}
          />
          {messageIssues.map((text) => (
            <p key={text} className={styles.issue}>
              {text}
            </p>
          ))}
        </Field>
        <Field className={styles.switchField}>
          <Switch
            className={styles.switch}
            checked={draft.freezing}
            onChange={() => onEvent({ type: "freezingToggled" })}
          />
          <Label>{t("admin.settings.freezing")}</Label>
        </Field>
      </Fieldset>
      {issues
        .filter((issue) => issue.field !== "maintenanceMessage")
        .map((issue) => (
          <p key={`${issue.field}-${issue.key}`} className={styles.issue}>
            {t(issue.key, issue.params)}
          </p>
        ))}
      <p className={page.actions}>
        <button type="submit" className={page.primary} disabled={save === "saving"}>
          {save === "saving" ? t("admin.settings.saving") : t("admin.settings.save")}
        </button>
      </p>
      <p role="status" className={styles.status}>
        {save === "idle" || save === "saving" ? "" : t(SAVE_NOTICE[save])}
      </p>
    </form>
  );
};
