import { useLanguage } from "@travesia/hooks";
import { type ReactNode, useLayoutEffect } from "react";
import { LanguageProvider } from "./LanguageContext";

/** Props of {@link PortalLanguageProvider}. */
export interface PortalLanguageProviderProps {
  /**
   * Server texts laid over core's catalog (`GET /api/customLocales` "custom variants with overwrite", spec 000 §3).
   * No hook reads that call yet (reported gap); the provider takes them when one does.
   */
  readonly overrides?: Readonly<Record<string, unknown>>;
  readonly children: ReactNode;
}

/**
 * The interface language from the language hook (cookie `ml`, es by default, spec 000 §4), given to every view and
 * written to `<html lang>` so assistive technology reads the page in the right language.
 */
export const PortalLanguageProvider = ({ overrides, children }: PortalLanguageProviderProps) => {
  const { data } = useLanguage();
  useLayoutEffect(() => {
    document.documentElement.lang = data.language;
  }, [data.language]);
  return (
    <LanguageProvider language={data.language} {...(overrides === undefined ? {} : { overrides })}>
      {children}
    </LanguageProvider>
  );
};
