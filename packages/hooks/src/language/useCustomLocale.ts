import {
  type CustomLocalesReply,
  customLocaleOverrides,
  LANGUAGE_COOKIE_NAME,
  type Language,
  localeNamesVariant,
} from "@travesia/core";
import { useEffect, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useCustomLocale} returns: the stored locale and the texts its custom variant lays over the catalog. */
export type CustomLocaleResult = HookResult<
  "none" | "loading" | "ready" | "error",
  {
    readonly locale: string | null;
    readonly overrides: Readonly<Record<string, string>> | undefined;
    /** The enabled languages the server lists (`enabled`), empty until asked. */
    readonly enabled: readonly { readonly id: string; readonly name: string }[];
  },
  null
>;

/**
 * The custom or regional variant of the interface language (spec 000 §3 "Locale: language id and name; enabled list
 * plus custom variants with overwrite", §7 `GET /api/customLocales`, §9 "regional and custom variants"). Asked only
 * when the `ml` cookie names a variant (`es-AR`), so a visitor on a bare language makes no extra call; the variant's
 * texts for the language shown come back as `overrides` (core's `customLocaleOverrides`). A failure keeps the
 * catalog's own texts.
 *
 * The shell reads it on every page, so it fetches through the query client (`fetchQuery`, cached for the provider's
 * life) rather than `useQuery`, and the call itself (`loadCustomLocales`) loads only when asked: neither joins the
 * home route's first load.
 *
 * @example const { data } = useCustomLocale("es"); <LanguageProvider language="es" overrides={data.overrides}>…
 */
export const useCustomLocale = (language: Language): CustomLocaleResult => {
  const { world, client } = usePortalQuery();
  const locale = world.storage.cookies.get(LANGUAGE_COOKIE_NAME) ?? null;
  const wanted = localeNamesVariant(locale ?? undefined);
  const [reply, setReply] = useState<CustomLocalesReply | "error" | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    client
      .fetchQuery({
        queryKey: ["customLocales"],
        staleTime: Number.POSITIVE_INFINITY,
        // The call and its reply's decoder load only now: most visitors never need them.
        queryFn: async ({ signal }) => (await import("./loadCustomLocales.js")).loadCustomLocales(world.api, signal),
      })
      .then(
        (value) => live && setReply(value),
        () => live && setReply("error"),
      );
    return () => {
      live = false;
    };
  }, [wanted, client, world]);
  const data = reply === null || reply === "error" ? null : reply;
  return {
    status: !wanted ? "none" : reply === "error" ? "error" : data === null ? "loading" : "ready",
    data: {
      locale,
      overrides: wanted && data !== null ? customLocaleOverrides(data, locale ?? "", language) : undefined,
      enabled: data?.enabled ?? [],
    },
    error: null,
    actions: null,
  };
};
