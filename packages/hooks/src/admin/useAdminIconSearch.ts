import { useQuery } from "@tanstack/react-query";
import { findIconsEndpoint, type IconResult, searchTermMinLength } from "@travesia/core";
import { useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link useAdminIconSearch} returns: the icons `find-icons` gives for the term (none under 3 characters). */
export type AdminIconSearchResult = HookResult<
  "idle" | "searching" | "ready" | "failed",
  { readonly term: string; readonly icons: readonly IconResult[] },
  { readonly setTerm: (term: string) => void }
>;

/** The amenity icons of the back office's hotels module: `POST /backend/portal-configuration/find-icons` with `{pattern}`. */
export const useAdminIconSearch = (): AdminIconSearchResult => {
  const { world, client } = usePortalQuery();
  const [term, setTerm] = useState("");
  const pattern = term.trim();
  const enabled = pattern.length >= searchTermMinLength("select");
  const query = useQuery(
    {
      queryKey: ["admin", "icons", pattern],
      queryFn: ({ signal }) => fetchEndpoint(world.api, findIconsEndpoint, [], { body: { pattern }, signal }),
      enabled,
      staleTime: 60_000,
    },
    client,
  );
  const status = !enabled ? "idle" : query.isError ? "failed" : query.isPending ? "searching" : "ready";
  return { status, data: { term, icons: enabled ? (query.data ?? []) : [] }, error: null, actions: { setTerm } };
};
