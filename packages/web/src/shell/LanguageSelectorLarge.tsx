import { LANGUAGE_LABEL_KEYS } from "@travesia/core";
import { useLanguage } from "@travesia/hooks";
import { useT } from "../i18n/LanguageContext";
import { lazyWidget } from "../widgets/lazyWidget";
import styles from "./CurrencySelectorLarge.module.css";
import type { LanguageSelectorViewProps } from "./LanguageSelectorSmall";

/** The button's face: the chosen language's name. */
export const LanguageFace = ({ language }: Pick<LanguageSelectorViewProps, "language">) => {
  const t = useT();
  return (
    <>
      {t(LANGUAGE_LABEL_KEYS[language])}
      <span className={styles.chevron} aria-hidden="true">
        ▾
      </span>
    </>
  );
};

/** What shows until the listbox code arrives: the same label and button, inert. */
const LanguageSelectorPlaceholder = ({ language }: LanguageSelectorViewProps) => {
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

/** The large language selector (spec 000 §2 "and a large version"): a labelled Headless UI listbox, loaded late. */
export const LanguageSelectorLargeView = lazyWidget(() => import("./LanguageListbox"), LanguageSelectorPlaceholder);

/** The large language selector wired to the `ml` cookie. */
export const LanguageSelectorLarge = () => {
  const { data, actions } = useLanguage();
  return <LanguageSelectorLargeView language={data.language} languages={data.languages} onSelect={actions.select} />;
};
