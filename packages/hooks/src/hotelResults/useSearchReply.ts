import type { HotelSearchReply } from "@travesia/core";
import { useLayoutEffect, useRef } from "react";

/**
 * The reply shown, else the last reply of the same search (`searchId`) under other filters, sort or page: what the
 * search itself said (the destination's name, the currency) outlives a refinement that failed. The last reply is kept
 * as the render commits, not in state set during the render: a new reply would run the whole page twice.
 */
export const useSearchReply = (
  searchId: string,
  reply: HotelSearchReply | undefined,
  stale: boolean,
): HotelSearchReply | undefined => {
  const last = useRef<{ readonly searchId: string; readonly reply: HotelSearchReply } | null>(null);
  useLayoutEffect(() => {
    if (reply !== undefined && !stale) last.current = { searchId, reply };
  });
  return reply ?? (last.current?.searchId === searchId ? last.current.reply : undefined);
};
