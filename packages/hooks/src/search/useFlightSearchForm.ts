import {
  FLIGHT_SEARCH_FORM_DEFAULTS,
  type FlightAgeCode,
  type FlightFormCabin,
  type FlightFormStops,
  type FlightSearchFormValues,
  type FlightSearchFormVariant,
  flightSearchFormTransition,
  flightSearchTarget,
  type SearchFormPlace,
  validateFlightSearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/** The flight form's verbs (spec 002 §2, §4). */
export interface FlightSearchFormVerbs {
  readonly chooseOrigins: (places: readonly SearchFormPlace[]) => void;
  readonly typeDestination: (text: string) => void;
  readonly chooseDestination: (place: SearchFormPlace) => void;
  readonly pickDates: (departure: string, returnDate: string) => void;
  /** "one-way disables and un-requires the return date": the return date is cleared. */
  readonly toggleOneWay: () => void;
  /** Nothing on the compact form, which has no flexible dates. */
  readonly toggleFlexibleDates: () => void;
  readonly setAdults: (adults: number) => void;
  /** "children count adjusts the ages list length". */
  readonly setChildren: (children: number) => void;
  readonly setChildAge: (child: number, code: FlightAgeCode) => void;
  readonly setCabin: (cabin: FlightFormCabin) => void;
  readonly setOffice: (officeId: string) => void;
  readonly toggleStop: (stop: FlightFormStops) => void;
  /** 'Búsqueda Avanzada' / 'Búsqueda Convencional'; nothing on the compact form. */
  readonly toggleAdvancedSearch: () => void;
}

/**
 * The flight search form, full (home and slide) or compact ('Actualizar', no flexible dates, no advanced search), on
 * core's `flightSearchFormTransition`, `validateFlightSearchForm` and `flightSearchTarget`.
 *
 * @example
 * const form = useFlightSearchForm("compact");
 * form.actions.toggleOneWay();
 */
export const useFlightSearchForm = (
  variant: FlightSearchFormVariant = "full",
  initial: FlightSearchFormValues = FLIGHT_SEARCH_FORM_DEFAULTS,
): SearchFormResult<FlightSearchFormValues, FlightSearchFormVerbs> => {
  const { clock } = usePortalWorld();
  const transition = useMemo(() => flightSearchFormTransition(variant), [variant]);
  const validate = useCallback(
    (values: FlightSearchFormValues) =>
      validateFlightSearchForm(variant === "compact" ? { ...values, flexibleDates: false } : values, {
        variant,
        today: todayOf(clock),
      }),
    [variant, clock],
  );
  const { form, send } = useSearchForm({ initial, transition, validate, target: flightSearchTarget });
  const verbs = useMemo<FlightSearchFormVerbs>(
    () => ({
      chooseOrigins: (places) => send({ _tag: "originsChosen", places }),
      typeDestination: (text) => send({ _tag: "destinationTyped", text }),
      chooseDestination: (place) => send({ _tag: "destinationChosen", place }),
      pickDates: (departure, returnDate) => send({ _tag: "datesPicked", departure, returnDate }),
      toggleOneWay: () => send({ _tag: "oneWayToggled" }),
      toggleFlexibleDates: () => send({ _tag: "flexibleDatesToggled" }),
      setAdults: (adults) => send({ _tag: "adultsSet", adults }),
      setChildren: (children) => send({ _tag: "childCountSet", children }),
      setChildAge: (child, code) => send({ _tag: "childAgeSet", child, code }),
      setCabin: (cabin) => send({ _tag: "cabinSet", cabin }),
      setOffice: (officeId) => send({ _tag: "officeSet", officeId }),
      toggleStop: (stop) => send({ _tag: "stopToggled", stop }),
      toggleAdvancedSearch: () => send({ _tag: "advancedSearchToggled" }),
    }),
    [send],
  );
  return { ...form, actions: { ...form.actions, ...verbs } };
};
