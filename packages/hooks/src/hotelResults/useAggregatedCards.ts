import {
  type HotelAggregatedCardEvent,
  type HotelAggregatedCardState,
  hotelAggregatedCardInitial,
  hotelAggregatedCardTransition,
} from "@travesia/core";
import { useCallback, useState } from "react";

/** The aggregated cards of a results page: each card's state, its events, and expand / collapse all. */
export interface AggregatedCards {
  readonly stateOf: (hotelDetailId: string) => HotelAggregatedCardState;
  readonly send: (hotelDetailId: string, event: HotelAggregatedCardEvent) => void;
  /** Spec 001 §2 "Expand/collapse-all exists". */
  readonly expandAll: (hotelDetailIds: readonly string[]) => void;
  readonly collapseAll: () => void;
}

/**
 * The cards of an aggregated view (spec 001 §2 "Aggregated results"), each on core's `hotelAggregatedCardTransition`
 * ('Ver %d opciones más' expands, 'Ver más' adds 10 rates, a board filter restarts at page 1).
 *
 * @example const cards = useAggregatedCards(); cards.send(id, { _tag: "expand" });
 */
export const useAggregatedCards = (): AggregatedCards => {
  const [states, setStates] = useState<Readonly<Record<string, HotelAggregatedCardState>>>({});
  const stateOf = useCallback((id: string) => states[id] ?? hotelAggregatedCardInitial, [states]);
  const send = useCallback(
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
  return { stateOf, send, expandAll, collapseAll };
};
