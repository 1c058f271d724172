import { languageDisplayName } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import styles from "../../shared/LargeSelector.module.css";
import type { LanguageSelectorProps } from "../LanguageSelectorSmall/LanguageSelectorSmall";

/** The button's face: the chosen language's name (core's `languageDisplayName`, through `Intl.DisplayNames`). */
export const LanguageFace = ({ language }: Pick<LanguageSelectorProps, "language">) => (
  <>
    {languageDisplayName(language, language)}
    <span className={styles.chevron} aria-hidden="true">
      ▾
    </span>
  </>
);

/** What shows until the listbox code arrives: the same label and button, inert. */
export const LanguageSelectorLargePlaceholder = ({ language }: LanguageSelectorProps) => {
  const t = useT();
  return (
    <div className={styles.field}>
      <span className={styles.label} id="language-large-label">
        {t("shell.languageLabel")}
      </span>
      <button
        type="button"
        id="language-large-placeholder"
        className={styles.button}
        aria-labelledby="language-large-label language-large-placeholder"
        aria-disabled="true"
      >
        <LanguageFace language={language} />
      </button>
    </div>
  );
};
