import { LANGUAGE_LABEL_KEYS, type Language } from "@travesia/core";
import { useLanguage } from "@travesia/hooks";
import { useT } from "../i18n/LanguageContext";
import { ChoicePopover } from "./ChoicePopover";
import { GlobeIcon } from "./icons";

/** Props of the stateless language selectors (small and large). */
export interface LanguageSelectorViewProps {
  readonly language: Language;
  readonly languages: readonly Language[];
  readonly onSelect: (language: Language) => void;
}

/**
 * The small language selector of the header (spec 000 §2: "small version; on mobile a full-screen selector, on
 * desktop a dropdown"); labels Español, Inglés, Portugués (spec 000 §9).
 */
export const LanguageSelectorSmallView = ({ language, languages, onSelect }: LanguageSelectorViewProps) => {
  const t = useT();
  return (
    <ChoicePopover
      name="language-small"
      icon={<GlobeIcon />}
      buttonText={language.toUpperCase()}
      buttonLabel={t("shell.currentLanguage", { language: t(LANGUAGE_LABEL_KEYS[language]) })}
      title={t("shell.chooseLanguage")}
      closeLabel={t("shell.close")}
      options={languages.map((code) => ({ id: code, label: t(LANGUAGE_LABEL_KEYS[code]) }))}
      selectedId={language}
      onSelect={(id) => {
        const chosen = languages.find((code) => code === id);
        if (chosen !== undefined) onSelect(chosen);
      }}
    />
  );
};

/** The small language selector wired to the `ml` cookie. */
export const LanguageSelectorSmall = () => {
  const { data, actions } = useLanguage();
  return <LanguageSelectorSmallView language={data.language} languages={data.languages} onSelect={actions.select} />;
};
