import { formatCalendarDate } from "../../dates/calendarDate.js";
import { formatDestinationId } from "../../routes/destinationId.js";
import type { HotelResultsRoute } from "../../routes/hotelResultsUrl.js";
import { HOTEL_SEARCH_FORM_DEFAULTS, type HotelSearchFormValues } from "./hotelSearchForm.js";

/**
 * The hotel box's values a results route holds (the inverse of `hotelSearchTarget`), for 'Ajustar búsqueda' to open
 * the form with the search shown (spec 001 §2 "Pages find-hotel and find-house restore the search from the URL").
 * The URL carries the destination's id only: `destinationName` is what the page knows of its name (the reply's
 * `extras.destination`, or a `find-hotel` hash), or the id itself.
 *
 * @example hotelSearchValuesFromResultsRoute(route, "Madrid").destinationName // "Madrid"
 */
export const hotelSearchValuesFromResultsRoute = (
  route: HotelResultsRoute,
  destinationName: string | null,
): HotelSearchFormValues => {
  const destinationId = formatDestinationId(route.destination);
  return {
    ...HOTEL_SEARCH_FORM_DEFAULTS,
    destinationId,
    destinationName: destinationName === null || destinationName === "" ? destinationId : destinationName,
    externalHotelReference: route.options.externalHotelReference ?? "",
    checkIn: formatCalendarDate(route.checkIn),
    checkOut: formatCalendarDate(route.checkOut),
    rooms: route.rooms,
    availability: route.options.availability ?? HOTEL_SEARCH_FORM_DEFAULTS.availability,
    hotelName: route.options.hotelName ?? "",
    moreFilters: route.options.hotelName !== null,
  };
};
