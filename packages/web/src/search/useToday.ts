import { type CalendarDate, calendarDateFromDayNumber } from "@travesia/core";
import { todayOf, usePortalWorld } from "@travesia/hooks";
import { useMemo } from "react";

const DAY_MS = 86_400_000;

/** Today in the visitor's time zone from the portal's clock (the forms refuse past days against it). */
export const useToday = (): CalendarDate => {
  const { clock } = usePortalWorld();
  return useMemo(() => todayOf(clock) ?? calendarDateFromDayNumber(Math.floor(clock.now() / DAY_MS)), [clock]);
};
