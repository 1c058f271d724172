import { LANGUAGE_COOKIE_NAME, localeNamesVariant } from "@travesia/core";
import { useLanguage, usePortalWorld } from "@travesia/hooks";
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from "react";
import { LanguageProvider } from "./LanguageContext";

/** Props of {@link PortalLanguageProvider}. */
export interface PortalLanguageProviderProps {
  /**
   * Server texts laid over core's catalog; by default those of the custom variant the `ml` cookie names
   * (`useCustomLocale`: `GET /api/customLocales` "custom variants with overwrite", spec 000 §3).
   */
  readonly overrides?: Readonly<Record<string, unknown>>;
  readonly children: ReactNode;
}

const CustomLocaleLoader = lazy(() => import("./CustomLocaleLoader"));

/**
 * The interface language from the language hook (cookie `ml`, es by default, spec 000 §4), with its custom
 * variant's texts when the cookie names one (`es-AR`), given to every view and written to `<html lang>` so
 * assistive technology reads the page in the right language.
 */
export const PortalLanguageProvider = ({ overrides, children }: PortalLanguageProviderProps) => {
  const { data } = useLanguage();
  const variant = localeNamesVariant(usePortalWorld().storage.cookies.get(LANGUAGE_COOKIE_NAME));
  const [custom, setCustom] = useState<Readonly<Record<string, string>> | undefined>(undefined);
  const texts = overrides ?? custom;
  useLayoutEffect(() => {
    document.documentElement.lang = data.language;
  }, [data.language]);
  return (
    <LanguageProvider language={data.language} {...(texts === undefined ? {} : { overrides: texts })}>
      {variant ? (
        <Suspense fallback={null}>
          <CustomLocaleLoader language={data.language} onOverrides={setCustom} />
        </Suspense>
      ) : null}
      {children}
    </LanguageProvider>
  );
};
