import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { LANGUAGE_LABEL_KEYS } from "@travesia/core";
import { useT } from "../i18n/LanguageContext";
import styles from "./CurrencySelectorLarge.module.css";
import { LanguageFace } from "./LanguageSelectorLarge";
import type { LanguageSelectorViewProps } from "./LanguageSelectorSmall";

/** The interactive large language selector (Headless UI listbox, positioned by CSS to stay inside the landmarks). */
const LanguageListbox = ({ language, languages, onSelect }: LanguageSelectorViewProps) => {
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
              {t(LANGUAGE_LABEL_KEYS[code])}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  );
};

export default LanguageListbox;
