import {
  type Catalog,
  type CatalogPart,
  catalogEsFirst,
  DEFAULT_LANGUAGE,
  type Language,
  type MessageKey,
  translateIssueWith,
  translateWith,
  type ValidationIssue,
  withOverrides,
} from "@travesia/core";
import { createContext, type ReactNode, use, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { catalogFor, spanishCatalog, subscribeSpanish } from "./loadCatalog";

interface LanguageValue {
  readonly language: Language;
  readonly catalog: Catalog | CatalogPart;
}

const LanguageContext = createContext<LanguageValue>({
  language: DEFAULT_LANGUAGE,
  catalog: catalogEsFirst,
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
 * English and Portuguese suspend the tree once while their catalog downloads; Spanish renders again when its pages'
 * texts arrive (`loadCatalog.ts`).
 */
export const LanguageProvider = ({ language, overrides, children }: LanguageProviderProps) => {
  const spanish = useSyncExternalStore(subscribeSpanish, spanishCatalog, spanishCatalog);
  const loaded = language === "es" ? spanish : catalogFor(language);
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
      Object.hasOwn(catalog, key) ? translateWith(catalog, language, key as MessageKey, params) : key,
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
