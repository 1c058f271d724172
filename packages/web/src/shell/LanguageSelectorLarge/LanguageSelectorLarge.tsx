import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { languageDisplayName } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import styles from "../../shared/LargeSelector.module.css";
import type { LanguageSelectorProps } from "../LanguageSelectorSmall/LanguageSelectorSmall";
import { LanguageFace } from "./LanguageSelectorLargePlaceholder";

/** The interactive large language selector (Headless UI listbox, positioned by CSS to stay inside the landmarks). */
export const LanguageSelectorLarge = ({ language, languages, onSelect }: LanguageSelectorProps) => {
  const t = useT();
  return (
    <Field className={styles.field}>
      <Label className={styles.label}>{t("shell.languageLabel")}</Label>
      <Listbox value={language} onChange={onSelect}>
        <ListboxButton className={styles.button} data-testid="language-large-button">
          <LanguageFace language={language} />
        </ListboxButton>
        <ListboxOptions modal={false} className={styles.options}>
          {languages.map((code) => (
            <ListboxOption key={code} value={code} className={styles.option}>
              {languageDisplayName(code, language)}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
};
