import { autocompleteDelayMs, autocompleteQueryAllowed, type BundleSearchOption, endpoints } from "@travesia/core";
import { callEndpoint, createLatestCall, usePortalWorld } from "@travesia/hooks";
import { useCallback, useEffect, useRef, useState } from "react";
import type { SuggestionStatus } from "./fields/locationStatus";

/** Which list of the bundle form: destinations or months. */
export type BundleOptionsKind = "destination" | "period";

/** What {@link useBundleOptions} returns. */
export interface BundleOptionsResult {
  readonly term: string;
  readonly status: SuggestionStatus;
  readonly options: readonly BundleSearchOption[];
  readonly setTerm: (term: string) => void;
}

/**
 * LOCAL ADAPTER (no hook in @travesia/hooks yet): the bundle form's multi-selects, `GET
 * /dynamicVacationBundle/searchDestination` and `/searchMonth` with `pattern` (spec 002 §7). Select widgets query
 * from 3 characters after 250 ms (core's `autocompleteQueryAllowed` / `autocompleteDelayMs` for "select", spec 000
 * §5, §9); an empty term lists the starred options. A newer term aborts the older query.
 */
export const useBundleOptions = (kind: BundleOptionsKind): BundleOptionsResult => {
  const { api, clock } = usePortalWorld();
  const [latest] = useState(createLatestCall);
  const timer = useRef<unknown>(null);
  const [term, setTermState] = useState("");
  const [state, setState] = useState<{ status: SuggestionStatus; options: readonly BundleSearchOption[] }>({
    status: "recent",
    options: [],
  });

  const load = useCallback(
    (pattern: string) => {
      const endpoint = kind === "destination" ? endpoints.bundleSearchDestination : endpoints.bundleSearchMonth;
      setState((previous) => ({ ...previous, status: pattern === "" ? previous.status : "searching" }));
      void latest
        .run((signal) => callEndpoint(api, endpoint, [pattern], { signal }))
        .then((outcome) => {
          if (outcome._tag === "Stale") return;
          const reply = outcome.value;
          if (reply._tag === "Failure") setState({ status: "error", options: [] });
          else if (pattern === "") setState({ status: "recent", options: reply.success.starred });
          else setState({ status: reply.success.all.length === 0 ? "empty" : "ready", options: reply.success.all });
        });
    },
    [api, kind, latest],
  );

  useEffect(() => {
    load("");
    return () => {
      latest.abort();
      clock.clearTimeout(timer.current);
    };
  }, [load, latest, clock]);

  const setTerm = useCallback(
    (next: string) => {
      setTermState(next);
      clock.clearTimeout(timer.current);
      const pattern = next.trim();
      if (pattern === "") {
        load("");
        return;
      }
      if (!autocompleteQueryAllowed(pattern, "select")) {
        latest.abort();
        setState({ status: "tooShort", options: [] });
        return;
      }
      setState((previous) => ({ ...previous, status: "waiting" }));
      timer.current = clock.setTimeout(() => load(pattern), autocompleteDelayMs("select"));
    },
    [clock, latest, load],
  );

  return { term, status: state.status, options: state.options, setTerm };
};
