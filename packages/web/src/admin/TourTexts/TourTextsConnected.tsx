import type { Language } from "@travesia/core";
import { useTourTextsEditor } from "@travesia/hooks";
import { useState } from "react";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { TourTexts } from "./TourTexts";

/** The tour module wired to its calls (`useTourTextsEditor`); the language shown starts at the portal's. */
export const TourTextsConnected = () => {
  const editor = useTourTextsEditor();
  const [language, setLanguage] = useState<Language>(useLanguageCode());
  return (
    <TourTexts
      texts={editor.data.texts}
      language={language}
      save={editor.data.save}
      onLanguage={setLanguage}
      onSave={editor.actions.saveStep}
    />
  );
};
