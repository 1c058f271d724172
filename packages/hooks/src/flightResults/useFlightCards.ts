import { type FlightCardView, type FlightSolution, flightCardView } from "@travesia/core";
import { useMemo } from "react";

/**
 * The card of the solution at an index (core's `flightCardView`), built the first time it is asked for and kept for
 * these solutions: the virtualised list draws only the 2 to 4 cards near the viewport, and a drawn card keeps its props.
 */
export const useFlightCards = (
  solutions: readonly FlightSolution[],
  isAgent: boolean,
): ((index: number) => FlightCardView | undefined) =>
  useMemo(() => {
    const built = new Map<number, FlightCardView>();
    return (index) => {
      const solution = solutions[index];
      if (solution === undefined) return undefined;
      const card = built.get(index) ?? flightCardView(solution, isAgent);
      built.set(index, card);
      return card;
    };
  }, [solutions, isAgent]);
