import {
  FLIGHT_SEARCH_FORM_DEFAULTS,
  type FlightAgeCode,
  type FlightSearchFormValues,
  type FlightSearchFormVariant,
  flightFormWithChildren,
  flightSearchTarget,
  validateFlightSearchForm,
} from "@travesia/core";
import { useCallback, useMemo } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { type SearchFormResult, todayOf, useSearchForm } from "./useSearchForm.js";

/** Flight-form verbs beyond `set` (spec 002 §4). */
export interface FlightFormActions {
  /** "children count adjusts the ages list length" (core's `flightFormWithChildren`). */
  readonly setChildren: (children: number) => void;
  readonly setChildAge: (child: number, code: FlightAgeCode) => void;
  /** "one-way disables and un-requires the return date": the return date is cleared. */
  readonly setOneWay: (oneWay: boolean) => void;
}

/**
 * The flight search form, full (home and slide) or compact ('Actualizar', no flexible dates, no advanced search):
 * core's `validateFlightSearchForm` (origin, destination, departure, return unless one-way, child ages, infants not
 * above adults) and a submit that returns core's friendly flight results URL.
 *
 * @example
 * const form = useFlightSearchForm("compact");
 * form.actions.setOneWay(true);
 */
export const useFlightSearchForm = (
  variant: FlightSearchFormVariant = "full",
  initial: FlightSearchFormValues = FLIGHT_SEARCH_FORM_DEFAULTS,
): SearchFormResult<FlightSearchFormValues, FlightFormActions> => {
  const { clock } = usePortalWorld();
  const validate = useCallback(
    (values: FlightSearchFormValues) =>
      validateFlightSearchForm(variant === "compact" ? { ...values, flexibleDates: false } : values, {
        variant,
        today: todayOf(clock),
      }),
    [variant, clock],
  );
  const form = useSearchForm({ initial, validate, target: flightSearchTarget });
  const { update } = form.actions;
  const extra = useMemo<FlightFormActions>(
    () => ({
      setChildren: (children) => update((values) => flightFormWithChildren(values, children)),
      setChildAge: (child, code) =>
        update((values) => {
          const ages = [...values.ages];
          ages[child] = code;
          return { ...values, ages };
        }),
      setOneWay: (oneWay) => update((values) => ({ ...values, oneWay, returnDate: oneWay ? "" : values.returnDate })),
    }),
    [update],
  );
  return { ...form, actions: { ...form.actions, ...extra } };
};
