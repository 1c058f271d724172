import { type ActivityMessageKey, isActivityMessageKey, type MessageKey, translateActivity } from "@travesia/core";
import { useCallback } from "react";
import { useLanguageCode, useT } from "../i18n/LanguageContext";

/**
 * The activity views' translate function: core's activity texts (out of the portal's catalogs, so the home page's
 * first load does not carry them) in the current language, and the catalogs' keys as `useT` reads them.
 */
export const useActivityT = () => {
  const language = useLanguageCode();
  const t = useT();
  return useCallback(
    (key: ActivityMessageKey | MessageKey, params?: Readonly<Record<string, string | number>>) =>
      isActivityMessageKey(key) ? translateActivity(language, key, params) : t(key, params),
    [language, t],
  );
};
