// Budget entry: ten functions from ten domains of core (≤ 10 KB gzip once bundled): money, routes, validation,
// dates, occupancy, hotels, pagination, locale, policy and session.
import {
  buildHotelResultsUrl,
  formatMessage,
  formatMoney,
  paginationView,
  parseCalendarDate,
  parseOccupancy,
  policyHeadline,
  sessionExpired,
  sortHotels,
  validateHotelSearchForm,
} from "@travesia/core";

window.travesia = {
  buildHotelResultsUrl,
  formatMessage,
  formatMoney,
  paginationView,
  parseCalendarDate,
  parseOccupancy,
  policyHeadline,
  sessionExpired,
  sortHotels,
  validateHotelSearchForm,
};
