import { Field, Fieldset, Label, Legend, Radio, RadioGroup } from "@headlessui/react";
import { type AdminTourText, LANGUAGES, type Language, TOUR_STEPS, type TourStep } from "@travesia/core";
import type { TourStepSave, TourTextsEditorResult } from "@travesia/hooks";
import { useId } from "react";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import { TourStepForm } from "./TourStepForm";

/** Props of the tour module's page. */
export interface TourTextsProps {
  readonly texts: readonly AdminTourText[];
  readonly language: Language;
  readonly save: TourStepSave;
  readonly onLanguage: (language: Language) => void;
  readonly onSave: TourTextsEditorResult["actions"]["saveStep"];
}

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { es: "Español", en: "English", pt: "Português" };

/**
 * The back office's "tour" module (`/admin/tour`): a language, then each step's title and text in it, beside its
 * default (issue 40: "editable in the admin"); each step saved on its own, into the change log.
 */
export const TourTexts = ({ texts, language, save, onLanguage, onSave }: TourTextsProps) => {
  const t = useAdminT();
  const id = useId();
  const textOf = (step: TourStep, field: AdminTourText["field"]) =>
    texts.find((text) => text.language === language && text.step === step && text.field === field);
  return (
    <section className={styles.content} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t("admin.module.tour")}
      </h2>
      <p className={styles.hint}>{t("admin.tour.intro")}</p>
      <Fieldset className={styles.fieldset}>
        <Legend className={styles.legend}>{t("admin.tour.language")}</Legend>
        <RadioGroup
          className={styles.radios}
          value={language}
          onChange={onLanguage}
          aria-label={t("admin.tour.language")}
        >
          {LANGUAGES.map((option) => (
            <Field key={option}>
              <Radio value={option} className={styles.radio}>
                <span className={styles.dot} aria-hidden="true" />
                <Label lang={option}>{LANGUAGE_NAMES[option]}</Label>
              </Radio>
            </Field>
          ))}
        </RadioGroup>
      </Fieldset>
      {TOUR_STEPS.map((step, index) => {
        const title = textOf(step, "title");
        const text = textOf(step, "text");
        return title === undefined || text === undefined ? null : (
          <TourStepForm
            key={`${language}-${step}-${title.text}-${text.text}`}
            number={index + 1}
            step={step}
            title={title}
            text={text}
            save={save.step === step ? save : null}
            onSave={(draft) => void onSave(language, step, draft)}
          />
        );
      })}
    </section>
  );
};
