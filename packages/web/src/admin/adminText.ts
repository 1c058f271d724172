import { type AdminMessageKey, translateAdmin } from "@travesia/core";
import { useCallback } from "react";
import { useLanguageCode } from "../i18n/LanguageContext";

/**
 * The back office's translate function: core's admin texts in the current language. They are not in the portal's
 * catalogs (which the home page loads), so this route's chunk is the only one that carries them.
 */
export const useAdminT = () => {
  const language = useLanguageCode();
  return useCallback(
    (key: AdminMessageKey, params?: Readonly<Record<string, string | number>>) => translateAdmin(language, key, params),
    [language],
  );
};

/** The function {@link useAdminT} returns. */
export type AdminTranslate = ReturnType<typeof useAdminT>;
