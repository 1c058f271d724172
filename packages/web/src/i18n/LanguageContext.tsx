import {
  type Catalog,
  catalogEs,
  DEFAULT_LANGUAGE,
  isMessageKey,
  type Language,
  type MessageKey,
  translateIssueWith,
  translateWith,
  type ValidationIssue,
  withOverrides,
} from "@travesia/core";
import { createContext, type ReactNode, use, useCallback, useContext, useMemo } from "react";
import { catalogFor } from "./loadCatalog";

interface LanguageValue {
  readonly language: Language;
  readonly catalog: Catalog;
}

const LanguageContext = createContext<LanguageValue>({
  language: DEFAULT_LANGUAGE,
  catalog: catalogEs,
});

/** Props of {@link LanguageProvider}. */
export interface LanguageProviderProps {
  readonly language: Language;
  /**
   * Server texts laid over core's catalog (spec 000 §3 "custom variants with overwrite"); unknown keys and
   * non-string values are ignored by core's `withOverrides`.
   */
  readonly overrides?: Readonly<Record<string, unknown>>;
  readonly children: ReactNode;
}

/**
 * Provides the interface language, and its catalog (core's, with any server overrides), to every view below.
 * English and Portuguese suspend the tree once while their catalog downloads.
 */
export const LanguageProvider = ({ language, overrides, children }: LanguageProviderProps) => {
  const loaded = catalogFor(language);
  const base = loaded instanceof Promise ? use(loaded) : loaded;
  const value = useMemo<LanguageValue>(
    () => ({ language, catalog: overrides === undefined ? base : withOverrides(base, overrides) }),
    [language, overrides, base],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
};

/** The interface language of the views below. */
export const useLanguageCode = (): Language => useContext(LanguageContext).language;

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The translate function for the current language, fed from core's catalogs. A hook may hand over a key core has
 * not published yet (typed as a string): it is shown as the key itself, so the gap is visible, never a crash.
 */
export const useT = () => {
  const { language, catalog } = useContext(LanguageContext);
  return useCallback(
    (key: MessageKey | (string & {}), params?: MessageValues) =>
      isMessageKey(key) ? translateWith(catalog, language, key, params) : key,
    [language, catalog],
  );
};

/** The function {@link useT} returns. */
export type Translate = ReturnType<typeof useT>;

/** The text of a validation issue in the current language (its catalog only), field-name parameters translated. */
export const useIssueText = () => {
  const { language, catalog } = useContext(LanguageContext);
  return useCallback((issue: ValidationIssue) => translateIssueWith(catalog, language, issue), [language, catalog]);
};
