import { type Language, languageDisplayName } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import { ChoicePopoverLazy } from "../../shared/ChoicePopover/ChoicePopoverLazy";
import { GlobeIcon } from "../../shared/icons";

/** Props of the stateless language selectors (small and large). */
export interface LanguageSelectorProps {
  readonly language: Language;
  readonly languages: readonly Language[];
  readonly onSelect: (language: Language) => void;
}

/**
 * The small language selector of the header (spec 000 §2: "small version; on mobile a full-screen selector, on
 * desktop a dropdown"); the languages the portal offers, named in the interface language through `Intl.DisplayNames`
 * (core's `languageDisplayName`: Español, Inglés, Portugués in Spanish, spec 000 §9).
 */
export const LanguageSelectorSmall = ({ language, languages, onSelect }: LanguageSelectorProps) => {
  const t = useT();
  return (
    <ChoicePopoverLazy
      name="language-small"
      icon={<GlobeIcon />}
      buttonText={language.toUpperCase()}
      buttonLabel={t("shell.currentLanguage", { language: languageDisplayName(language, language) })}
      title={t("shell.chooseLanguage")}
      closeLabel={t("shell.close")}
      options={languages.map((code) => ({ id: code, label: languageDisplayName(code, language) }))}
      selectedId={language}
      onSelect={(id) => {
        const chosen = languages.find((code) => code === id);
        if (chosen !== undefined) onSelect(chosen);
      }}
    />
  );
};
