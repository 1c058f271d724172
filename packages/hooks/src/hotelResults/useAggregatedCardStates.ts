import {
  type HotelAggregatedCardEvent,
  type HotelAggregatedCardState,
  hotelAggregatedCardInitial,
  hotelAggregatedCardTransition,
} from "@travesia/core";
import { useCallback, useState } from "react";

/** The aggregated cards' own states, each on core's `hotelAggregatedCardTransition`, and expand / collapse all. */
export const useAggregatedCardStates = () => {
  const [states, setStates] = useState<Readonly<Record<string, HotelAggregatedCardState>>>({});
  const stateOf = useCallback((id: string) => states[id] ?? hotelAggregatedCardInitial, [states]);
  const apply = useCallback(
    (id: string, event: HotelAggregatedCardEvent) =>
      setStates((previous) => ({
        ...previous,
        [id]: hotelAggregatedCardTransition(previous[id] ?? hotelAggregatedCardInitial, event),
      })),
    [],
  );
  const expandAll = useCallback(
    (ids: readonly string[]) =>
      setStates((previous) =>
        Object.fromEntries(
          ids.map((id) => [
            id,
            hotelAggregatedCardTransition(previous[id] ?? hotelAggregatedCardInitial, { _tag: "expand" }),
          ]),
        ),
      ),
    [],
  );
  const collapseAll = useCallback(
    () =>
      setStates((previous) =>
        Object.fromEntries(
          Object.entries(previous).map(([id, state]) => [id, hotelAggregatedCardTransition(state, { _tag: "close" })]),
        ),
      ),
    [],
  );
  return { stateOf, apply, expandAll, collapseAll };
};
