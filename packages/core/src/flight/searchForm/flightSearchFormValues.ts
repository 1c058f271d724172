import type { FlightSorting } from "../../api/index.js";
import { formatCalendarDate } from "../../dates/index.js";
import type { FlightSearch } from "../../routes/flightResultsUrl.js";
import type { FlightAgeCode, FlightSearchFormValues } from "./flightSearchForm.js";

/**
 * The results page's compact form filled from the search its URL carries.
 *
 * Spec 002 §2: "The compact variant has the same fields, its submit is labelled 'Actualizar', and it has no flexible
 * dates and no advanced search." The URL's ages are the form's age codes (`flightSearchTarget` writes them); an age
 * that is no code reads as 0 ('Seleccionar'). Flexible dates are off (the compact form has none); the advanced
 * block stays closed, its values (cabin, office, stops) kept.
 *
 * @example flightSearchFormValues(parsed.search, "DURATION:ASC").destinationName // "Miami"
 */
export const flightSearchFormValues = (search: FlightSearch, sort: FlightSorting): FlightSearchFormValues => ({
  origins: search.origins.map((name, index) => ({ name, id: search.originIds[index] ?? "" })),
  destinationId: search.toCityId,
  destinationName: search.toCityName,
  departure: formatCalendarDate(search.departure),
  returnDate: search.returnDate === null ? "" : formatCalendarDate(search.returnDate),
  oneWay: search.oneWay,
  flexibleDates: false,
  adults: search.passengers.adults,
  children: search.passengers.children,
  ages: search.passengers.ages.map((age): FlightAgeCode => (age === 1 || age === 2 || age === 3 ? age : 0)),
  cabin: search.cabin,
  stops: search.stops,
  officeId: search.officeId ?? "",
  sort,
  moreFilters: false,
});
