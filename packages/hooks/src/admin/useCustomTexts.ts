import { useQuery } from "@tanstack/react-query";
import {
  type AdminCustomText,
  type AdminTextVariant,
  adminTextsEndpoint,
  adminTextVariantsEndpoint,
} from "@travesia/core";
import { useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { ADMIN_QUERY_KEYS, type AdminStatus, adminStatusOf } from "./adminQueries.js";

/** What {@link useCustomTexts} returns. */
export type CustomTextsResult = HookResult<
  AdminStatus,
  {
    readonly variants: readonly AdminTextVariant[];
    /** The variant shown (the first one until another is chosen). */
    readonly variant: string | null;
    /** The search the list answers ("" lists the variant's customised texts). */
    readonly search: string;
    readonly texts: readonly AdminCustomText[];
    readonly textsStatus: AdminStatus;
  },
  { readonly chooseVariant: (id: string) => void; readonly find: (search: string) => void }
>;

/**
 * The "custom texts" module's list (spec 000 §3 "custom variants with overwrite"): the language variants
 * (`GET /api/admin/texts`), and the chosen variant's texts (`GET /api/admin/texts/{variant}?q=`): its customised
 * texts, or up to 20 that a search of 2 or more characters finds by key or catalog text.
 */
export const useCustomTexts = (): CustomTextsResult => {
  const { world, client } = usePortalQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const variants = useQuery(
    {
      queryKey: ADMIN_QUERY_KEYS.variants,
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminTextVariantsEndpoint, [], { signal }),
    },
    client,
  );
  const variant = chosen ?? variants.data?.variants[0]?.id ?? null;
  const texts = useQuery(
    {
      queryKey: ADMIN_QUERY_KEYS.texts(variant ?? "", search),
      queryFn: ({ signal }) => fetchEndpoint(world.api, adminTextsEndpoint, [variant ?? "", search], { signal }),
      enabled: variant !== null,
      placeholderData: (previous) => previous,
    },
    client,
  );
  return {
    status: adminStatusOf(variants),
    data: {
      variants: variants.data?.variants ?? [],
      variant,
      search,
      texts: texts.data?.texts ?? [],
      textsStatus: adminStatusOf(texts),
    },
    error: null,
    actions: { chooseVariant: setChosen, find: (next) => setSearch(next.trim()) },
  };
};
