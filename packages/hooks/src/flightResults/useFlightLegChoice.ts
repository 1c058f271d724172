import {
  type FlightLeg,
  type FlightLegSelectionState,
  flightLegIsSelected,
  flightLegSelectionInitial,
  flightLegSelectionTransition,
  flightQuoteHintKey,
  formatRoom,
  type MessageKey,
  type Room,
} from "@travesia/core";
import { useCallback, useMemo, useState } from "react";
import { type AddToBudgetNavigation, useAddToBudget } from "../budgets/useAddToBudget.js";

/** The search the choice belongs to: a new one (another `key`) starts with nothing chosen. */
export interface FlightLegChoiceInput {
  readonly key: string;
  readonly oneWay: boolean;
  readonly passengers: Room;
  readonly searchDestinationId: string | null;
}

/** The leg choice and its add-to-budget button. */
export interface FlightLegChoiceResult {
  readonly selection: FlightLegSelectionState;
  readonly isChosen: (leg: FlightLeg, solutionKey: string, tripProductId: string) => boolean;
  /** Chooses a flight on its leg; choosing it again clears it, choosing another replaces it. */
  readonly choose: (leg: FlightLeg, solutionKey: string, tripProductId: string) => void;
  /** Why the button waits ('Elegí el vuelo de ida…'), or null once every leg is chosen. */
  readonly hintKey: MessageKey | null;
  /** 'Agregar a presupuesto' or, with the pricer, 'Agregar a cotización' (then its adding and added states). */
  readonly addLabelKey: MessageKey;
  readonly addDisabled: boolean;
  readonly addStatus: string;
  readonly add: () => void;
  /** Where the shared add-to-budget behaviour goes next (the trip after an add, /logout after a 401), or null. */
  readonly navigation: AddToBudgetNavigation | null;
}

/**
 * Choosing the outbound, then the return (core's `flightLegSelectionTransition`; spec 002 §4), and adding the chosen
 * flights to the budget or trip with the shared add-to-budget hook once every leg is chosen.
 */
export const useFlightLegChoice = (input: FlightLegChoiceInput): FlightLegChoiceResult => {
  const [held, setHeld] = useState(() => ({ key: input.key, state: flightLegSelectionInitial(input.oneWay) }));
  const initial = useMemo(() => flightLegSelectionInitial(input.oneWay), [input.oneWay]);
  const selection = held.key === input.key ? held.state : initial;
  const budget = useAddToBudget(selection.rateToBudget ?? undefined);
  const rate = selection.rateToBudget;
  // The same functions until the selection changes: the results page's memoised cards keep their props.
  const { key } = input;
  const isChosen = useCallback<FlightLegChoiceResult["isChosen"]>(
    (leg, solutionId, tripProductId) => flightLegIsSelected(selection, leg, { solutionId, tripProductId }),
    [selection],
  );
  const choose = useCallback<FlightLegChoiceResult["choose"]>(
    (leg, solutionId, tripProductId) =>
      setHeld({
        key,
        state: flightLegSelectionTransition(selection, { _tag: "toggle", leg, choice: { solutionId, tripProductId } }),
      }),
    [selection, key],
  );
  return {
    selection,
    isChosen,
    choose,
    hintKey: flightQuoteHintKey(selection),
    addLabelKey: budget.data.labelKey,
    addDisabled: rate === null || budget.data.disabled,
    addStatus: budget.status,
    navigation: budget.data.navigation,
    add: () => {
      if (rate === null) return;
      void budget.actions.add({
        product: "flight",
        rateId: rate,
        occupancy: formatRoom(input.passengers),
        ...(input.searchDestinationId === null ? {} : { destinationId: input.searchDestinationId }),
      });
    },
  };
};
