import type { SearchFormPlace } from "../../search/forms/searchFormPlaces.js";
import { searchFormDestination } from "../../search/forms/searchFormPlaces.js";
import {
  isSearchFormRoomsEvent,
  type SearchFormRoomsEvent,
  searchFormRoomsTransition,
} from "../../search/forms/searchFormRoomsTransition.js";
import {
  HOTEL_SEARCH_FORM_LIMITS,
  type HotelSearchAvailability,
  type HotelSearchFormValues,
  type HotelSearchFormVariant,
} from "./hotelSearchForm.js";

/** Every event of the hotel search form (spec 001 §2 Home search, §3 Search form, §4). */
export type HotelSearchFormEvent =
  | { readonly _tag: "destinationTyped"; readonly text: string }
  /** A suggestion chosen; a hotel suggestion brings its external reference (else none). */
  | { readonly _tag: "destinationChosen"; readonly place: SearchFormPlace; readonly externalHotelReference?: string }
  /** The range calendar's dates, `YYYY-MM-DD` or "". */
  | { readonly _tag: "datesPicked"; readonly checkIn: string; readonly checkOut: string }
  | SearchFormRoomsEvent
  /** 'Búsqueda avanzada' opened or closed. */
  | { readonly _tag: "advancedSearchToggled" }
  | { readonly _tag: "hotelNameTyped"; readonly text: string }
  | { readonly _tag: "availabilitySet"; readonly availability: HotelSearchAvailability };

/**
 * The hotel search form's reducer for one variant (home, results page, package flow), whose room limits it keeps.
 * A new destination, typed or chosen, drops the external hotel reference of the previous one, so a search never
 * carries a hotel that is not the destination shown.
 *
 * @example
 * const next = hotelSearchFormTransition("results")(HOTEL_SEARCH_FORM_DEFAULTS, { _tag: "roomCountSet", count: 9 });
 * next.rooms.length // 7 (spec 001 §5 "Rooms 1-9 (1-7 on results form)")
 */
export const hotelSearchFormTransition =
  (variant: HotelSearchFormVariant = "home") =>
  (values: HotelSearchFormValues, event: HotelSearchFormEvent): HotelSearchFormValues => {
    if (isSearchFormRoomsEvent(event)) {
      return { ...values, rooms: searchFormRoomsTransition(values.rooms, event, HOTEL_SEARCH_FORM_LIMITS[variant]) };
    }
    switch (event._tag) {
      case "destinationTyped":
        return { ...values, ...searchFormDestination(event), externalHotelReference: "" };
      case "destinationChosen":
        return {
          ...values,
          ...searchFormDestination(event),
          externalHotelReference: event.externalHotelReference ?? "",
        };
      case "datesPicked":
        return { ...values, checkIn: event.checkIn, checkOut: event.checkOut };
      case "advancedSearchToggled":
        return { ...values, moreFilters: !values.moreFilters };
      case "hotelNameTyped":
        return { ...values, hotelName: event.text };
      case "availabilitySet":
        return { ...values, availability: event.availability };
    }
  };
