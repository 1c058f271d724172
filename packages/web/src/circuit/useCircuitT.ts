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
