import { LANGUAGES, type Language } from "@travesia/core";
import { useCallback } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "./languageCookie.js";

/** What {@link useLanguage} returns. */
export type LanguageResult = HookResult<
  "ready",
  { readonly language: Language; readonly languages: readonly Language[] },
  { readonly select: (language: Language) => void }
>;

/**
 * The interface language (spec 000 §4, §9): read from the `ml` cookie when the provider starts (es by default),
 * changed by {@link LanguageResult.actions.select}, which writes the cookie for one year so a reload keeps it.
 *
 * @example
 * const { data, actions } = useLanguage();
 * actions.select("en");
 */
export const useLanguage = (): LanguageResult => {
  const { storage, stores } = usePortalWorld();
  const language = usePortalStore("language", (state) => state.language);
  const select = useCallback(
    (next: Language) => {
      storage.cookies.set(LANGUAGE_COOKIE, next, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
      stores.language.setState({ language: next });
    },
    [storage, stores],
  );
  return { status: "ready", data: { language, languages: LANGUAGES }, error: null, actions: { select } };
};
