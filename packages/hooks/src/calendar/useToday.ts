import type { CalendarDate } from "@travesia/core";
import { useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { todayOf } from "../search/useSearchForm.js";

/**
 * Today in the visitor's time zone, from the portal's clock (core's `calendarDateAtEpochMs`): the first day the
 * calendars offer and the forms accept.
 *
 * @example const today = useToday(); // "2026-11-21"
 */
export const useToday = (): CalendarDate => {
  const { clock } = usePortalWorld();
  return useMemo(() => todayOf(clock), [clock]);
};
