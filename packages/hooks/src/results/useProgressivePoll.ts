import { type ProgressiveSearchState, progressiveSearchShouldPoll } from "@travesia/core";
import { useEffect } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";

/**
 * Polls a progressive search when core's `progressiveSearchShouldPoll` says a request is due (spec 001 §4, §9: every
 * 1000 ms after a reply while results are pending, within the time budget, until the user stops). A request in
 * flight is shared, not sent again.
 */
export const useProgressivePoll = (
  state: ProgressiveSearchState,
  refetch: (options: { readonly cancelRefetch: boolean }) => unknown,
): void => {
  const { clock } = usePortalWorld();
  useEffect(() => {
    if (state._tag !== "searching" || state.awaitingReply) return;
    const poll = () => {
      if (progressiveSearchShouldPoll(state, clock.now())) void refetch({ cancelRefetch: false });
    };
    const handle = clock.setTimeout(poll, Math.max(0, state.nextPollAt - clock.now()));
    return () => clock.clearTimeout(handle);
  }, [state, clock, refetch]);
};
