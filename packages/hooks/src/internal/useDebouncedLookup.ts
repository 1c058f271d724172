import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type AutocompleteContext, autocompleteQueryAllowed } from "@travesia/core";
import { useEffect, useState } from "react";
import { autocompleteDebounceMs } from "../query/asyncPolicies.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** The states of an autocomplete list. `initial`: what an empty term shows (recent or starred options). */
export type LookupStatus = "initial" | "tooShort" | "waiting" | "searching" | "ready" | "empty" | "error";

/** What an autocomplete does with a term, and with no term. */
export interface LookupSpec<T> {
  /** Sets the minimum length and the debounce (core's `autocompleteQueryAllowed`, the debounce policy). */
  readonly context: AutocompleteContext;
  /** What tells this box's queries from another's (source, language, kind); the term is added to it. */
  readonly queryKey: readonly unknown[];
  /** Fetches the options of a term; throws on failure (`fetchEndpoint`). */
  readonly search: (term: string, signal: AbortSignal) => Promise<readonly T[]>;
  /** What an empty term lists: a local list (recent locations)… */
  readonly emptyList?: () => readonly T[];
  /** …or a call (starred options). */
  readonly emptyQuery?: (signal: AbortSignal) => Promise<readonly T[]>;
}

/** The state of a {@link useDebouncedLookup}. */
export interface LookupState<T> {
  readonly status: LookupStatus;
  readonly term: string;
  readonly options: readonly T[];
  readonly setTerm: (term: string) => void;
}

const none: readonly never[] = [];

/**
 * An autocomplete's timing, shared by every box: below the minimum nothing is asked; otherwise one query per term
 * after the debounce. The term is part of the query key, so a newer term's query supersedes the older (aborted
 * through its signal) and a late reply can only fill its own, no longer shown, key.
 */
export const useDebouncedLookup = <T>({ context, queryKey, search, emptyList, emptyQuery }: LookupSpec<T>) => {
  const { world, client } = usePortalQuery();
  const [term, setTerm] = useState("");
  const [debounced, setDebounced] = useState("");
  const trimmed = term.trim();
  const allowed = trimmed !== "" && autocompleteQueryAllowed(term, context);
  useEffect(() => {
    if (!allowed) return;
    const handle = world.clock.setTimeout(() => setDebounced(trimmed), autocompleteDebounceMs(context));
    return () => world.clock.clearTimeout(handle);
  }, [allowed, trimmed, context, world.clock]);

  const found = useQuery(
    {
      queryKey: [...queryKey, debounced],
      queryFn: ({ signal }) => search(debounced, signal),
      enabled: allowed && debounced !== "",
      placeholderData: keepPreviousData,
    },
    client,
  );
  const starred = useQuery(
    {
      queryKey: [...queryKey, "", "empty"],
      queryFn: ({ signal }) => (emptyQuery === undefined ? Promise.resolve(none) : emptyQuery(signal)),
      enabled: emptyQuery !== undefined,
    },
    client,
  );

  const state = ((): { status: LookupStatus; options: readonly T[] } => {
    if (trimmed === "")
      return starred.isError
        ? { status: "error", options: none }
        : { status: "initial", options: emptyList?.() ?? starred.data ?? none };
    if (!allowed) return { status: "tooShort", options: none };
    if (debounced !== trimmed) return { status: "waiting", options: found.data ?? none };
    if (found.isError) return { status: "error", options: none };
    if (found.isPending || found.isPlaceholderData) return { status: "searching", options: found.data ?? none };
    return { status: found.data.length === 0 ? "empty" : "ready", options: found.data };
  })();
  return { status: state.status, term, options: state.options, setTerm } satisfies LookupState<T>;
};
