import type { SearchFormPlace } from "../../validation/flightSearchForm.js";
import { HOUSE_PASSENGER_LIMITS, type HouseSearchFormValues } from "../../validation/houseSearchForm.js";
import { searchFormPlaceChosen, searchFormPlaceTyped } from "./searchFormPlaces.js";

/** Every event of the holiday-house box (spec 001 §2 Home search, §3 "House search: passengers (default 2)"). */
export type HouseSearchFormEvent =
  | { readonly _tag: "destinationTyped"; readonly text: string }
  | { readonly _tag: "destinationChosen"; readonly place: SearchFormPlace }
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
    case "destinationTyped": {
      const box = searchFormPlaceTyped(event.text);
      return { ...values, destinationName: box.name, destinationId: box.id };
    }
    case "destinationChosen": {
      const box = searchFormPlaceChosen(event.place);
      return { ...values, destinationName: box.name, destinationId: box.id };
    }
    case "datesPicked":
      return { ...values, checkIn: event.checkIn, checkOut: event.checkOut };
    case "passengersSet": {
      const { min, max } = HOUSE_PASSENGER_LIMITS;
      const passengers = Number.isFinite(event.passengers) ? Math.trunc(event.passengers) : min;
      return { ...values, passengers: Math.min(max, Math.max(min, passengers)) };
    }
  }
};
