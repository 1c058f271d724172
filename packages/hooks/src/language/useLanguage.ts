import { LANGUAGES, type Language, languageCookie } from "@travesia/core";
import { useCallback } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";

/** What {@link useLanguage} returns. */
export type LanguageResult = HookResult<
  "ready",
  { readonly language: Language; readonly languages: readonly Language[] },
  { readonly select: (language: Language) => void }
>;

/**
 * The interface language (spec 000 §4, §9): read from the `ml` cookie when the provider starts (core's
 * `languageOfLocale`, es by default), changed by `actions.select`, which writes core's `languageCookie` (one year)
 * so a reload keeps it.
 *
 * @example
 * const { data, actions } = useLanguage();
 * actions.select("en");
 */
export const useLanguage = (): LanguageResult => {
  const { storage, stores, clock } = usePortalWorld();
  const language = usePortalStore("language", (state) => state.language);
  const select = useCallback(
    (next: Language) => {
      const cookie = languageCookie(next, clock.now());
      storage.cookies.set(cookie.name, cookie.value, { maxAgeSeconds: cookie.maxAge });
      stores.language.setState({ language: next });
    },
    [storage, stores, clock],
  );
  return { status: "ready", data: { language, languages: LANGUAGES }, error: null, actions: { select } };
};
