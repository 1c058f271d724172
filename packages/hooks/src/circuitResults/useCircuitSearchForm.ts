import {
  CIRCUIT_SEARCH_FORM_DEFAULTS,
  type CircuitSearchFormValues,
  circuitSearchFormTransition,
  circuitSearchMonths,
  circuitSearchTarget,
  type SearchFormPlace,
  validateCircuitSearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type SearchFormResult, todayOf, useSearchForm } from "../search/useSearchForm.js";

/** The circuit box's verbs. */
export interface CircuitSearchFormVerbs {
  readonly chooseRegion: (region: string) => void;
  readonly typeDestination: (text: string) => void;
  readonly chooseDestination: (place: SearchFormPlace) => void;
  readonly chooseMonth: (month: string) => void;
  readonly setTravellers: (travellers: number) => void;
  readonly setRooms: (rooms: number) => void;
}

/**
 * The circuit box (region or destination, month of departure, travellers and rooms) on core's
 * `circuitSearchFormTransition`, `validateCircuitSearchForm` and `circuitSearchTarget`; `months` are the months a
 * departure may be searched in, from the clock's today.
 *
 * @example const form = useCircuitSearchForm(); form.actions.chooseRegion("europe");
 */
export const useCircuitSearchForm = (
  initial: CircuitSearchFormValues = CIRCUIT_SEARCH_FORM_DEFAULTS,
): SearchFormResult<CircuitSearchFormValues, CircuitSearchFormVerbs> & { readonly months: readonly string[] } => {
  const { clock } = usePortalWorld();
  const today = todayOf(clock);
  const months = useMemo(() => circuitSearchMonths(today), [today]);
  const validate = useCallback(
    (values: CircuitSearchFormValues) => validateCircuitSearchForm(values, { today }),
    [today],
  );
  const { form, send } = useSearchForm({
    initial,
    transition: circuitSearchFormTransition,
    validate,
    target: circuitSearchTarget,
  });
  const verbs = useMemo<CircuitSearchFormVerbs>(
    () => ({
      chooseRegion: (region) => send({ _tag: "regionChosen", region }),
      typeDestination: (text) => send({ _tag: "destinationTyped", text }),
      chooseDestination: (place) => send({ _tag: "destinationChosen", place }),
      chooseMonth: (month) => send({ _tag: "monthChosen", month }),
      setTravellers: (travellers) => send({ _tag: "travellersSet", travellers }),
      setRooms: (rooms) => send({ _tag: "roomsSet", rooms }),
    }),
    [send],
  );
  return { ...form, months, actions: { ...form.actions, ...verbs } };
};
