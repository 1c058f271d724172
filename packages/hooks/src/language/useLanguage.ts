import { type Language, languageCookie, offeredLanguages, type ProfileLanguagesReply } from "@travesia/core";
import { startTransition, useCallback, useEffect, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";

/** What {@link useLanguage} returns. */
export type LanguageResult = HookResult<
  "ready",
  { readonly language: Language; readonly languages: readonly Language[] },
  { readonly select: (language: Language) => void }
>;

/**
 * The languages the portal offers (spec 000 §7 `GET /profile/languages`), asked once per provider through the query
 * client; the call, its Schema and the query client load only then (the header's selector is on every page's first
 * load). Core's `offeredLanguages` reads the reply, and gives es, en, pt while it is on its way or when it fails or
 * does not decode.
 */
const useProfileLanguages = (enabled: boolean): ProfileLanguagesReply | null => {
  const world = usePortalWorld();
  const [reply, setReply] = useState<ProfileLanguagesReply | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
    // Three tasks, not one: the import starts after the effects of the render that mounted the selector (on the
    // home, hydration's), it is usually the one that evaluates the API's Schemas (effect) and the query client, and
    // the call's set-up follows in a task of its own.
    nextTask()
      .then(() => (live ? import("./loadProfileLanguages.js") : null))
      .then(async (module) => {
        await nextTask();
        return live && module !== null ? module.loadProfileLanguages(world) : null;
      })
      // In a transition: the reply redraws every language selector, time-sliced rather than in one blocking render.
      .then(
        (value) => live && startTransition(() => setReply(value)),
        () => live && startTransition(() => setReply(null)),
      );
    return () => {
      live = false;
    };
  }, [enabled, world]);
  return reply;
};

/**
 * The interface language (spec 000 §4, §9): read from the `ml` cookie when the provider starts (core's
 * `languageOfLocale`, es by default), changed by `actions.select`, which writes core's `languageCookie` (one year)
 * so a reload keeps it. `languages` are those the portal offers: with `{ offered: true }` (the selectors) asked of
 * `GET /profile/languages` (core's `offeredLanguages`; es, en, pt until it answers or when it fails), else es, en, pt
 * with no call.
 *
 * @example
 * const { data, actions } = useLanguage({ offered: true });
 * actions.select("en");
 */
export const useLanguage = ({ offered = false }: { readonly offered?: boolean } = {}): LanguageResult => {
  const { storage, stores, clock } = usePortalWorld();
  const language = usePortalStore("language", (state) => state.language);
  const reply = useProfileLanguages(offered);
  const select = useCallback(
    (next: Language) => {
      const cookie = languageCookie(next, clock.now());
      storage.cookies.set(cookie.name, cookie.value, { maxAgeSeconds: cookie.maxAge });
      stores.language.setState({ language: next });
    },
    [storage, stores, clock],
  );
  return {
    status: "ready",
    data: { language, languages: offeredLanguages(reply, language) },
    error: null,
    actions: { select },
  };
};
