import { type FlightCardView, type FlightSolution, flightCardView } from "@travesia/core";
import { useEffect, useMemo, useState } from "react";
import { browserIdleScheduler, eachWhenIdle } from "../common/eachWhenIdle.js";

/** The card of a solution, built once per solution object and viewer (agent or visitor). */
const cardOf = (cards: WeakMap<FlightSolution, FlightCardView>, solution: FlightSolution, isAgent: boolean) => {
  const card = cards.get(solution) ?? flightCardView(solution, isAgent);
  cards.set(solution, card);
  return card;
};

/**
 * The card of the solution at an index (core's `flightCardView`), built the first time it is asked for and kept for
 * that solution object: the virtualised list draws only the 2 to 4 cards near the viewport, and a solution kept by a
 * newer reply (the engine shares equal parts) keeps its card, so its memoised card is not drawn again. The cards of
 * the reply's other solutions are built while the browser is idle: a filter or sort click, whose first paint draws
 * the solutions held, finds its cards built.
 */
export const useFlightCards = (
  solutions: readonly FlightSolution[],
  isAgent: boolean,
): ((index: number) => FlightCardView | undefined) => {
  const [built] = useState(() => ({ agent: new WeakMap<FlightSolution, FlightCardView>(), visitor: new WeakMap() }));
  const cards: WeakMap<FlightSolution, FlightCardView> = isAgent ? built.agent : built.visitor;
  useEffect(
    () => eachWhenIdle(browserIdleScheduler(), solutions, (solution) => void cardOf(cards, solution, isAgent)),
    [cards, solutions, isAgent],
  );
  return useMemo(() => {
    return (index) => {
      const solution = solutions[index];
      return solution === undefined ? undefined : cardOf(cards, solution, isAgent);
    };
  }, [cards, solutions, isAgent]);
};
