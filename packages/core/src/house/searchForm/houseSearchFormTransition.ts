import { boundedCount } from "../../search/forms/internal/boundedCount.js";
import { type SearchFormDestinationEvent, searchFormDestination } from "../../search/forms/searchFormPlaces.js";
import { HOUSE_PASSENGER_LIMITS, type HouseSearchFormValues } from "./houseSearchForm.js";

/** Every event of the holiday-house box (spec 001 §2 Home search, §3 "House search: passengers (default 2)"). */
export type HouseSearchFormEvent =
  | SearchFormDestinationEvent
  | { readonly _tag: "datesPicked"; readonly checkIn: string; readonly checkOut: string }
  | { readonly _tag: "passengersSet"; readonly passengers: number };

/**
 * The house box's reducer: typing drops the chosen destination, passengers stay within
 * {@link HOUSE_PASSENGER_LIMITS}.
 *
 * @example houseSearchFormTransition(HOUSE_SEARCH_FORM_DEFAULTS, { _tag: "passengersSet", passengers: 40 }).passengers // 20
 */
export const houseSearchFormTransition = (
  values: HouseSearchFormValues,
  event: HouseSearchFormEvent,
): HouseSearchFormValues => {
  switch (event._tag) {
    case "destinationTyped":
    case "destinationChosen":
      return { ...values, ...searchFormDestination(event) };
    case "datesPicked":
      return { ...values, checkIn: event.checkIn, checkOut: event.checkOut };
    case "passengersSet":
      return { ...values, passengers: boundedCount(event.passengers, HOUSE_PASSENGER_LIMITS) };
  }
};
