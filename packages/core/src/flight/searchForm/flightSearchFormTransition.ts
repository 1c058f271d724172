import { boundedCount } from "../../search/forms/internal/boundedCount.js";
import {
  type SearchFormDestinationEvent,
  type SearchFormPlace,
  searchFormDestination,
  uniqueSearchFormPlaces,
} from "../../search/forms/searchFormPlaces.js";
import { listToggle } from "../../search/listToggle.js";
import { flightFormWithChildren } from "../../validation/searchFormRooms.js";
import {
  FLIGHT_PASSENGER_LIMITS,
  type FlightAgeCode,
  type FlightFormCabin,
  type FlightFormStops,
  type FlightSearchFormValues,
  type FlightSearchFormVariant,
} from "./flightSearchForm.js";

/** Every event of the flight search form (spec 002 §2, §3 "Flight search", §4). */
export type FlightSearchFormEvent =
  /** The origins multi-select's new list. */
  | { readonly _tag: "originsChosen"; readonly places: readonly SearchFormPlace[] }
  | SearchFormDestinationEvent
  /** The calendar's departure and return, `YYYY-MM-DD` or "". */
  | { readonly _tag: "datesPicked"; readonly departure: string; readonly returnDate: string }
  | { readonly _tag: "oneWayToggled" }
  | { readonly _tag: "flexibleDatesToggled" }
  | { readonly _tag: "adultsSet"; readonly adults: number }
  | { readonly _tag: "childCountSet"; readonly children: number }
  | { readonly _tag: "childAgeSet"; readonly child: number; readonly code: FlightAgeCode }
  | { readonly _tag: "cabinSet"; readonly cabin: FlightFormCabin }
  | { readonly _tag: "officeSet"; readonly officeId: string }
  /** One 'Conexiones' checkbox. */
  | { readonly _tag: "stopToggled"; readonly stop: FlightFormStops }
  /** 'Búsqueda Avanzada' / 'Búsqueda Convencional'. */
  | { readonly _tag: "advancedSearchToggled" };

/**
 * The connection options after one checkbox is clicked: a checked option is unchecked, an unchecked one is added, and
 * the list stays in ascending order without repeats (spec 002 §3 "stops (0, 1, 2 or more)", posted as
 * `search[stops-{code}]`; none checked means any).
 *
 * @example flightStopsToggled([2], 0) // [0, 2]
 */
export const flightStopsToggled = (stops: readonly FlightFormStops[], stop: FlightFormStops): FlightFormStops[] =>
  [...listToggle(stops, stop)].sort((a, b) => a - b);

/**
 * The flight form's reducer for one variant. One-way clears the return date ("one-way disables and un-requires the
 * return date"); adults stay 1-9 and children 0-4, the ages list following the children ("children count adjusts the
 * ages list length"); typing drops the chosen destination; the origins hold each place once. The compact form
 * ('Actualizar') has no flexible dates and no advanced search, so those events change nothing there.
 *
 * @example flightSearchFormTransition("compact")(FLIGHT_SEARCH_FORM_DEFAULTS, { _tag: "flexibleDatesToggled" }).flexibleDates // false
 */
export const flightSearchFormTransition =
  (variant: FlightSearchFormVariant = "full") =>
  (values: FlightSearchFormValues, event: FlightSearchFormEvent): FlightSearchFormValues => {
    switch (event._tag) {
      case "originsChosen":
        return { ...values, origins: uniqueSearchFormPlaces(event.places) };
      case "destinationTyped":
      case "destinationChosen":
        return { ...values, ...searchFormDestination(event) };
      case "datesPicked":
        return { ...values, departure: event.departure, returnDate: values.oneWay ? "" : event.returnDate };
      case "oneWayToggled":
        return { ...values, oneWay: !values.oneWay, returnDate: values.oneWay ? values.returnDate : "" };
      case "flexibleDatesToggled":
        return variant === "compact" ? values : { ...values, flexibleDates: !values.flexibleDates };
      case "adultsSet":
        return { ...values, adults: boundedCount(event.adults, FLIGHT_PASSENGER_LIMITS.adults) };
      case "childCountSet":
        return flightFormWithChildren(values, boundedCount(event.children, FLIGHT_PASSENGER_LIMITS.children));
      case "childAgeSet": {
        if (!Number.isInteger(event.child) || event.child < 0 || event.child >= values.children) return values;
        const ages = [...values.ages];
        ages[event.child] = event.code;
        return { ...values, ages };
      }
      case "cabinSet":
        return { ...values, cabin: event.cabin };
      case "officeSet":
        return { ...values, officeId: event.officeId };
      case "stopToggled":
        return { ...values, stops: flightStopsToggled(values.stops, event.stop) };
      case "advancedSearchToggled":
        return variant === "compact" ? values : { ...values, moreFilters: !values.moreFilters };
    }
  };
