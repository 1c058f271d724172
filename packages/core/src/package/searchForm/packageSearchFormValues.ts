import type { PackageSearch } from "../../routes/packageSearch.js";
import { PACKAGE_SEARCH_FORM_DEFAULTS, type PackageSearchFormValues } from "./packageSearchForm.js";

/**
 * The results page's update form ('Actualizar') filled from the search its URL carries.
 *
 * Spec 002 §2: "The results-page version uses 'Actualizar', which triggers a new search." The form shows the
 * search as it was made: origins, destination, flight dates, 'hotel only for a different destination' ticked with
 * its accommodation city when the URL names one, 'hotel only for part of the stay' ticked with its entry and exit
 * days when the URL has them, and the rooms. Availability and hotel name keep the form's defaults (the URL does not
 * carry them). `packageSearchTarget` of the result leads back to the same URL.
 *
 * @example packageSearchFormValues(parsed).partialHotel // true when the URL ends in `…/2026-12-03;2026-12-06`
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
