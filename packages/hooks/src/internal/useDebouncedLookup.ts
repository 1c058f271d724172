import { type AutocompleteContext, autocompleteDelayMs, autocompleteQueryAllowed } from "@travesia/core";
import { Result } from "effect";
import { useCallback, useEffect, useRef, useState } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { useLatestCall } from "./useLatestCall.js";

/** The states of an autocomplete list. `initial`: what an empty term shows (recent or starred options). */
export type LookupStatus = "initial" | "tooShort" | "waiting" | "searching" | "ready" | "empty" | "error";

/** What an autocomplete does with a term, and with no term. */
export interface LookupSpec<T> {
  /** Sets the minimum length and the debounce (core's `autocompleteQueryAllowed`, `autocompleteDelayMs`). */
  readonly context: AutocompleteContext;
  readonly search: (term: string, signal: AbortSignal) => Promise<Result.Result<readonly T[], unknown>>;
  /** What an empty term lists: a local list (recent locations), or a call (starred options). */
  readonly whenEmpty: (signal: AbortSignal) => readonly T[] | Promise<Result.Result<readonly T[], unknown>>;
}

/** The state of a {@link useDebouncedLookup}. */
export interface LookupState<T> {
  readonly status: LookupStatus;
  readonly term: string;
  readonly options: readonly T[];
  readonly setTerm: (term: string) => void;
}

/**
 * An autocomplete's timing and ordering, shared by every box: below the minimum nothing is asked; otherwise one
 * query after the debounce; a newer term aborts the older query and a late reply never replaces newer options.
 */
export const useDebouncedLookup = <T>({ context, search, whenEmpty }: LookupSpec<T>): LookupState<T> => {
  const { clock } = usePortalWorld();
  const latest = useLatestCall();
  const timer = useRef<unknown>(null);
  const [term, setTermState] = useState("");
  const [state, setState] = useState<{ status: LookupStatus; options: readonly T[] }>({
    status: "initial",
    options: [],
  });

  const run = useCallback(
    (start: (signal: AbortSignal) => Promise<Result.Result<readonly T[], unknown>>, empty: boolean) => {
      void latest.run(start).then((outcome) => {
        if (outcome._tag === "Stale") return;
        const reply = outcome.value;
        if (Result.isFailure(reply)) setState({ status: "error", options: [] });
        else if (empty) setState({ status: "initial", options: reply.success });
        else setState({ status: reply.success.length === 0 ? "empty" : "ready", options: reply.success });
      });
    },
    [latest],
  );

  const showEmpty = useCallback(() => {
    latest.abort();
    const controller = new AbortController();
    const listed = whenEmpty(controller.signal);
    if (Array.isArray(listed)) setState({ status: "initial", options: listed });
    else run(() => listed as Promise<Result.Result<readonly T[], unknown>>, true);
  }, [latest, run, whenEmpty]);

  useEffect(() => {
    showEmpty();
    return () => clock.clearTimeout(timer.current);
  }, [showEmpty, clock]);

  const setTerm = useCallback(
    (next: string) => {
      setTermState(next);
      clock.clearTimeout(timer.current);
      if (next.trim() === "") return showEmpty();
      latest.abort();
      if (!autocompleteQueryAllowed(next, context)) return setState({ status: "tooShort", options: [] });
      setState((previous) => ({ ...previous, status: "waiting" }));
      timer.current = clock.setTimeout(() => {
        setState((previous) => ({ ...previous, status: "searching" }));
        run((signal) => search(next.trim(), signal), false);
      }, autocompleteDelayMs(context));
    },
    [clock, context, latest, run, search, showEmpty],
  );

  return { status: state.status, term, options: state.options, setTerm };
};
