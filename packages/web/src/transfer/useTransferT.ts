import { isTransferMessageKey, type MessageKey, type TransferMessageKey, translateTransfer } from "@travesia/core";
import { useCallback } from "react";
import { useLanguageCode, useT } from "../i18n/LanguageContext";

/**
 * The transfer views' translate function: core's transfer page texts (out of the portal's catalogs, so the home
 * page's first load does not carry them) in the current language, and the catalogs' keys as `useT` reads them.
 */
export const useTransferT = () => {
  const language = useLanguageCode();
  const t = useT();
  return useCallback(
    (key: TransferMessageKey | MessageKey, params?: Readonly<Record<string, string | number>>) =>
      isTransferMessageKey(key) ? translateTransfer(language, key, params) : t(key, params),
    [language, t],
  );
};
