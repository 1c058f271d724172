import type { HotelSearchReply } from "@travesia/core";
import { useState } from "react";

/**
 * The reply shown, else the last reply of the same search (`searchId`) under other filters, sort or page: what the
 * search itself said (the destination's name, the currency) outlives a refinement that failed.
 */
export const useSearchReply = (
  searchId: string,
  reply: HotelSearchReply | undefined,
  stale: boolean,
): HotelSearchReply | undefined => {
  const [last, keep] = useState<{ readonly searchId: string; readonly reply: HotelSearchReply } | null>(null);
  if (reply !== undefined && !stale && (last?.reply !== reply || last.searchId !== searchId)) keep({ searchId, reply });
  return reply ?? (last?.searchId === searchId ? last.reply : undefined);
};
