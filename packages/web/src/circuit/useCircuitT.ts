import { type CircuitMessageKey, isCircuitMessageKey, type MessageKey, translateCircuit } from "@travesia/core";
import { useCallback } from "react";
import { useLanguageCode, useT } from "../i18n/LanguageContext";

/**
 * The circuit views' translate function: core's circuit texts (out of the portal's catalogs, so the home page's
 * first load does not carry them) in the current language, and the catalogs' keys as `useT` reads them.
 */
export const useCircuitT = () => {
  const language = useLanguageCode();
  const t = useT();
  return useCallback(
    (key: CircuitMessageKey | MessageKey, params?: Readonly<Record<string, string | number>>) =>
      isCircuitMessageKey(key) ? translateCircuit(language, key, params) : t(key, params),
    [language, t],
  );
};

/** A `YYYY-MM` month as its name and year in a language ('enero de 2027'). */
export const formatCircuitMonth = (month: string, language: string): string =>
  new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** A `YYYY-MM-DD` day as its weekday, day and month in a language ('mar 5 ene'). */
export const formatCircuitDay = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
