import { Description, Field, Input, Label, Textarea } from "@headlessui/react";
import { type AdminTourText, TOUR_TEXT_MAX_LENGTH, type TourStep, type TourTextField } from "@travesia/core";
import type { TourStepSave } from "@travesia/hooks";
import { useId, useState } from "react";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";

/** Props of one step's form. */
export interface TourStepFormProps {
  readonly number: number;
  readonly step: TourStep;
  readonly title: AdminTourText;
  readonly text: AdminTourText;
  /** How this step's last save went, or null when another step was saved last. */
  readonly save: TourStepSave | null;
  readonly onSave: (draft: Record<TourTextField, string>) => void;
}

/** One step's title and text (the saved ones, or the defaults to start from), each with its default shown. */
export const TourStepForm = ({ number, step, title, text, save, onSave }: TourStepFormProps) => {
  const t = useAdminT();
  const id = useId();
  const [draft, setDraft] = useState<Record<TourTextField, string>>({ title: title.text, text: text.text });
  const issues = save?.issues ?? [];
  // A Description of the field: Headless UI ties it to the control (aria-describedby), so the issue is read with it.
  const issueOf = (field: TourTextField) =>
    issues
      .filter((issue) => issue.field === field)
      .map((issue) => (
        <Description as="p" key={issue.key} className={styles.issue}>
          {t(issue.key, issue.params)}
        </Description>
      ));
  return (
    <form
      className={styles.fieldset}
      aria-labelledby={id}
      noValidate
      data-testid={`tour-step-${step}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <h3 id={id} className={styles.heading}>
        {t("admin.tour.step", { number, name: t(`admin.tour.step.${step}`) })}
      </h3>
      <Field className={page.field}>
        <Label>{t("admin.tour.title")}</Label>
        <Description className={styles.hint}>
          {t("admin.tour.original")}: {title.base}
        </Description>
        <Input
          className={page.input}
          value={draft.title}
          maxLength={TOUR_TEXT_MAX_LENGTH.title}
          invalid={issues.some((issue) => issue.field === "title")}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        {issueOf("title")}
      </Field>
      <Field className={page.field}>
        <Label>{t("admin.tour.text")}</Label>
        <Description className={styles.hint}>
          {t("admin.tour.original")}: {text.base}
        </Description>
        <Textarea
          className={styles.textarea}
          value={draft.text}
          maxLength={TOUR_TEXT_MAX_LENGTH.text}
          invalid={issues.some((issue) => issue.field === "text")}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
        />
        {issueOf("text")}
      </Field>
      <p className={page.actions}>
        <button type="submit" className={page.primary} disabled={save?.status === "saving"}>
          {t("admin.tour.save", { number })}
        </button>
      </p>
      <p role="status" className={styles.status}>
        {save?.status === "saved"
          ? t("admin.tour.saved")
          : save?.status === "failed" && issues.length === 0
            ? t("admin.settings.saveFailed")
            : ""}
      </p>
    </form>
  );
};
