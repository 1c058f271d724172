import type { PackageSearch } from "../routes/packageSearch.js";
import { PACKAGE_SEARCH_FORM_DEFAULTS, type PackageSearchFormValues } from "../validation/packageSearchForm.js";

/**
 * The results page's 'Actualizar' form filled from the search its URL holds (spec 002 §2: "The results-page version
 * uses 'Actualizar', which triggers a new search"): origins, destination, flight dates, the different-hotel city and
 * the partial stay ticked when the search has them, and the rooms. Submitting it unchanged (core's
 * `packageSearchTarget`) leads back to the same results URL.
 *
 * @example packageSearchFormValues(search).differentHotel // true when the search has a different hotel city
 */
export const packageSearchFormValues = (search: PackageSearch): PackageSearchFormValues => ({
  ...PACKAGE_SEARCH_FORM_DEFAULTS,
  origins: search.origins,
  destinationId: search.toCity.id,
  destinationName: search.toCity.name,
  checkIn: search.checkIn,
  checkOut: search.checkOut,
  differentHotel: search.differentHotel !== null,
  accommodationCityId: search.differentHotel?.id ?? "",
  accommodationCityName: search.differentHotel?.name ?? "",
  partialHotel: search.partialHotel !== null,
  hotelIn: search.partialHotel?.checkIn ?? "",
  hotelOut: search.partialHotel?.checkOut ?? "",
  rooms: search.rooms,
});
