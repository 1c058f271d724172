export type { FinderOption, FinderSource } from "./finderSearch.js";

import { type MessageKey, selectWidgetMessage } from "@travesia/core";
import { useMemo } from "react";
import type { HookResult } from "../common/hookResult.js";
import { useDebouncedLookup } from "../internal/useDebouncedLookup.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type FinderOption, type FinderSource, finderSearch } from "./finderSearch.js";

/** What {@link useAdminFinder} returns: the term, the options, and the select widget's message (a catalog key). */
export type AdminFinderResult = HookResult<
  "idle" | "searching" | "ready",
  { readonly term: string; readonly options: readonly FinderOption[]; readonly message: MessageKey | null },
  { readonly setTerm: (term: string) => void }
>;

/**
 * A back-office select widget over spec 000's finders (`find-airline`, `find-hotel`): 3 characters at least, 250 ms
 * after the last keystroke (the `select` timing), and the widget's messages from core's `selectWidgetMessage`.
 *
 * @example const airlines = useAdminFinder({ kind: "airline" }); airlines.actions.setTerm("aer");
 */
export const useAdminFinder = (source: FinderSource): AdminFinderResult => {
  const { api } = usePortalWorld();
  const { kind } = source;
  const destinationId = source.kind === "hotel" ? source.destinationId : "";
  const latitude = source.kind === "place" ? source.latitude : 0;
  const longitude = source.kind === "place" ? source.longitude : 0;
  const search = useMemo(
    () =>
      finderSearch(
        api,
        kind === "airline" ? { kind } : kind === "hotel" ? { kind, destinationId } : { kind, latitude, longitude },
      ),
    [api, kind, destinationId, latitude, longitude],
  );
  const box = useDebouncedLookup<FinderOption>({
    context: "select",
    queryKey: ["adminFinder", kind, destinationId, latitude, longitude],
    search,
  });
  const searching = box.status === "waiting" || box.status === "searching";
  const message = selectWidgetMessage({
    term: box.term,
    status: searching ? "loading" : box.status === "error" ? "error" : box.status === "initial" ? "idle" : "ready",
    resultCount: box.options.length,
    selectedCount: 0,
    maxSelected: 1,
  });
  return {
    status: searching ? "searching" : box.status === "ready" || box.status === "empty" ? "ready" : "idle",
    data: { term: box.term, options: box.status === "tooShort" ? [] : box.options, message },
    error: null,
    actions: { setTerm: box.setTerm },
  };
};
