import type { SearchFormPlace } from "../../search/forms/searchFormPlaces.js";
import {
  type SearchFormDestinationEvent,
  searchFormDestination,
  searchFormPlaceChosen,
  searchFormPlaceTyped,
  uniqueSearchFormPlaces,
} from "../../search/forms/searchFormPlaces.js";
import {
  isSearchFormRoomsEvent,
  type SearchFormRoomsEvent,
  searchFormRoomsTransition,
} from "../../search/forms/searchFormRoomsTransition.js";
import {
  PACKAGE_SEARCH_FORM_LIMITS,
  type PackageSearchFormValues,
  type PackageSearchFormVariant,
} from "./packageSearchForm.js";

/** Every event of the flight-plus-hotel form (spec 002 §2, §3 "Flight-plus-hotel search", §4). */
export type PackageSearchFormEvent =
  | { readonly _tag: "originsChosen"; readonly places: readonly SearchFormPlace[] }
  | SearchFormDestinationEvent
  /** The flight dates. */
  | { readonly _tag: "datesPicked"; readonly checkIn: string; readonly checkOut: string }
  /** 'Hotel only for a different destination'. */
  | { readonly _tag: "differentHotelToggled" }
  | { readonly _tag: "accommodationTyped"; readonly text: string }
  | { readonly _tag: "accommodationChosen"; readonly place: SearchFormPlace }
  /** 'Hotel only for part of the stay'. */
  | { readonly _tag: "partialStayToggled" }
  /** The hotel's entry and exit days of a partial stay. */
  | { readonly _tag: "partialStayPicked"; readonly hotelIn: string; readonly hotelOut: string }
  | SearchFormRoomsEvent;

/**
 * The flight-plus-hotel form's reducer for one variant (desktop, or the results page's update form with rooms 1-7):
 * typing drops the chosen destination or accommodation city, the origins hold each place once, rooms stay inside the
 * variant's limits and the last room cannot be removed.
 *
 * @example packageSearchFormTransition()(PACKAGE_SEARCH_FORM_DEFAULTS, { _tag: "differentHotelToggled" }).differentHotel // true
 */
export const packageSearchFormTransition =
  (variant: PackageSearchFormVariant = "desktop") =>
  (values: PackageSearchFormValues, event: PackageSearchFormEvent): PackageSearchFormValues => {
    if (isSearchFormRoomsEvent(event)) {
      return { ...values, rooms: searchFormRoomsTransition(values.rooms, event, PACKAGE_SEARCH_FORM_LIMITS[variant]) };
    }
    switch (event._tag) {
      case "originsChosen":
        return { ...values, origins: uniqueSearchFormPlaces(event.places) };
      case "destinationTyped":
      case "destinationChosen":
        return { ...values, ...searchFormDestination(event) };
      case "datesPicked":
        return { ...values, checkIn: event.checkIn, checkOut: event.checkOut };
      case "differentHotelToggled":
        return { ...values, differentHotel: !values.differentHotel };
      case "accommodationTyped": {
        const box = searchFormPlaceTyped(event.text);
        return { ...values, accommodationCityName: box.name, accommodationCityId: box.id };
      }
      case "accommodationChosen": {
        const box = searchFormPlaceChosen(event.place);
        return { ...values, accommodationCityName: box.name, accommodationCityId: box.id };
      }
      case "partialStayToggled":
        return { ...values, partialHotel: !values.partialHotel };
      case "partialStayPicked":
        return { ...values, hotelIn: event.hotelIn, hotelOut: event.hotelOut };
    }
  };
