import type { CalendarDate } from "../../dates/calendarDate.js";
import type { CancellationTimeline, ItemPenalty } from "./cancellationTimeline.js";

const isFree = (penalty: ItemPenalty | undefined): boolean => penalty?._tag === "Known" && penalty.amount.minor === 0;

/**
 * The last day, from `day` on, that cancelling the item is still free, when a cost (or an unknown cost) begins later
 * in the timeline: what the breakdown writes as "free until". `null` when the item is not free on `day`, or stays
 * free to the timeline's end (no end of its free cancellation to name).
 *
 * @example itemFreeUntil(timeline, "2", "2027-03-01") // "2027-03-07": it costs something from 8 March
 */
export const itemFreeUntil = (
  timeline: CancellationTimeline,
  itemId: string,
  day: CalendarDate,
): CalendarDate | null => {
  const start = timeline.days.findIndex((entry) => entry.date === day);
  if (start < 0) return null;
  const penaltyOf = (index: number) => timeline.days[index]?.items.find((share) => share.itemId === itemId)?.penalty;
  if (!isFree(penaltyOf(start))) return null;
  for (let index = start + 1; index < timeline.days.length; index++)
    if (!isFree(penaltyOf(index))) return timeline.days[index - 1]?.date ?? null;
  return null;
};
