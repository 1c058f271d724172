import { findAirlineEndpoint, findHotelEndpoint, type MessageKey, selectWidgetMessage } from "@travesia/core";
import { useCallback } from "react";
import type { HookResult } from "../common/hookResult.js";
import { useDebouncedLookup } from "../internal/useDebouncedLookup.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";

/** One option of a back-office finder: what it is and what the list says. */
export interface FinderOption {
  readonly id: string;
  readonly label: string;
}

/** What a finder searches: `find-airline` ({pattern}) or `find-hotel` ({pattern, destinationId}). */
export type FinderSource = { readonly kind: "airline" } | { readonly kind: "hotel"; readonly destinationId: string };

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
  const destinationId = source.kind === "hotel" ? source.destinationId : "";
  const search = useCallback(
    async (pattern: string, signal: AbortSignal): Promise<readonly FinderOption[]> =>
      source.kind === "airline"
        ? (await fetchEndpoint(api, findAirlineEndpoint, [], { body: { pattern }, signal })).map((airline) => ({
            id: airline.carrierId,
            label: `${airline.name} (${airline.carrierId})`,
          }))
        : (await fetchEndpoint(api, findHotelEndpoint, [], { body: { pattern, destinationId }, signal })).map(
            (hotel) => ({ id: hotel.id, label: hotel.hotelName }),
          ),
    [api, source.kind, destinationId],
  );
  const box = useDebouncedLookup<FinderOption>({
    context: "select",
    queryKey: ["adminFinder", source.kind, destinationId],
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
