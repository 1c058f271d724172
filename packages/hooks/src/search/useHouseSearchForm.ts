import {
  HOUSE_SEARCH_FORM_DEFAULTS,
  type HouseSearchFormValues,
  houseSearchFormTransition,
  houseSearchTarget,
  type SearchFormPlace,
  validateHouseSearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/** The house box's verbs. */
export interface HouseSearchFormVerbs {
  readonly typeDestination: (text: string) => void;
  readonly chooseDestination: (place: SearchFormPlace) => void;
  readonly pickDates: (checkIn: string, checkOut: string) => void;
  readonly setPassengers: (passengers: number) => void;
}

/**
 * The holiday-house box (spec 001 §2 Home search, §3 "House search: passengers (default 2)") on core's
 * `houseSearchFormTransition`, `validateHouseSearchForm` and `houseSearchTarget`.
 *
 * @example const form = useHouseSearchForm(); form.actions.setPassengers(4);
 */
export const useHouseSearchForm = (
  initial: HouseSearchFormValues = HOUSE_SEARCH_FORM_DEFAULTS,
): SearchFormResult<HouseSearchFormValues, HouseSearchFormVerbs> => {
  const { clock } = usePortalWorld();
  const validate = useCallback(
    (values: HouseSearchFormValues) => validateHouseSearchForm(values, { today: todayOf(clock) }),
    [clock],
  );
  const { form, send } = useSearchForm({
    initial,
    transition: houseSearchFormTransition,
    validate,
    target: houseSearchTarget,
  });
  const verbs = useMemo<HouseSearchFormVerbs>(
    () => ({
      typeDestination: (text) => send({ _tag: "destinationTyped", text }),
      chooseDestination: (place) => send({ _tag: "destinationChosen", place }),
      pickDates: (checkIn, checkOut) => send({ _tag: "datesPicked", checkIn, checkOut }),
      setPassengers: (passengers) => send({ _tag: "passengersSet", passengers }),
    }),
    [send],
  );
  return { ...form, actions: { ...form.actions, ...verbs } };
};
