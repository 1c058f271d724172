import { DEFAULT_LANGUAGE, type Language, type MessageKey, translate } from "@travesia/core";
import { createContext, type ReactNode, useCallback, useContext } from "react";

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** Provides the interface language to every view below. */
export const LanguageProvider = ({ language, children }: { language: Language; children: ReactNode }) => (
  <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
);

/** The translate function for the current language, fed from core's catalogs. */
export const useT = () => {
  const language = useContext(LanguageContext);
  return useCallback(
    (key: MessageKey, params?: Readonly<Record<string, string | number>>) => translate(language, key, params),
    [language],
  );
};
