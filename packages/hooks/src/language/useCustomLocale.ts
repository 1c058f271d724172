import { useQuery } from "@tanstack/react-query";
import {
  customLocaleOverrides,
  endpoints,
  LANGUAGE_COOKIE_NAME,
  type Language,
  localeNamesVariant,
} from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
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
 * @example const { data } = useCustomLocale("es"); <LanguageProvider language="es" overrides={data.overrides}>…
 */
export const useCustomLocale = (language: Language): CustomLocaleResult => {
  const { world, client } = usePortalQuery();
  const locale = world.storage.cookies.get(LANGUAGE_COOKIE_NAME) ?? null;
  const wanted = localeNamesVariant(locale ?? undefined);
  const reply = useQuery(
    {
      queryKey: ["customLocales"],
      enabled: wanted,
      staleTime: Number.POSITIVE_INFINITY,
      queryFn: ({ signal }) => fetchEndpoint(world.api, endpoints.customLocales, [], { signal }),
    },
    client,
  );
  const overrides =
    wanted && reply.data !== undefined ? customLocaleOverrides(reply.data, locale ?? "", language) : undefined;
  return {
    status: !wanted ? "none" : reply.isError ? "error" : reply.isSuccess ? "ready" : "loading",
    data: { locale, overrides, enabled: reply.data?.enabled ?? [] },
    error: null,
    actions: null,
  };
};
