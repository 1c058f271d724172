import { type FlightCardView, type FlightSolution, flightCardView } from "@travesia/core";
import { useMemo, useState } from "react";

/**
 * The card of the solution at an index (core's `flightCardView`), built the first time it is asked for and kept for
 * that solution object: the virtualised list draws only the 2 to 4 cards near the viewport, and a solution kept by a
 * newer reply (the engine shares equal parts) keeps its card, so its memoised card is not drawn again.
 */
export const useFlightCards = (
  solutions: readonly FlightSolution[],
  isAgent: boolean,
): ((index: number) => FlightCardView | undefined) => {
  const [built] = useState(() => ({ agent: new WeakMap<FlightSolution, FlightCardView>(), visitor: new WeakMap() }));
  return useMemo(() => {
    const cards: WeakMap<FlightSolution, FlightCardView> = isAgent ? built.agent : built.visitor;
    return (index) => {
      const solution = solutions[index];
      if (solution === undefined) return undefined;
      const card = cards.get(solution) ?? flightCardView(solution, isAgent);
      cards.set(solution, card);
      return card;
    };
  }, [built, solutions, isAgent]);
};
