import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelFiltersMessagesEs } from "../es/hotelFilters.js";

/** English texts of the hotel filter sidebar. */
export const hotelFiltersMessagesEn: MessageTable<keyof typeof hotelFiltersMessagesEs> = {
  "hotelFilters.recommended": "Recommended",
  "hotelFilters.rateType": "Rate type",
  "hotelFilters.searchedByName": "You searched by hotel name: this filter cannot be changed.",
  "hotelFilters.rangeMin": "Minimum",
  "hotelFilters.rangeMax": "Maximum",
  "hotelFilters.starsRange": "{min} to {max} stars",
  "hotelFilters.reviewValue": "{value} of 5",
  "hotelFilters.reviewRange": "{min} to {max} points",
  "hotelFilters.distanceValue": "{distance} km",
  "hotelFilters.poiChosen": "Near {name}",
  "hotelFilters.poiChooseFirst": "Choose a point of interest to filter by distance.",
  "hotelFilters.poiNoCenter": "There is no reference location to search points of interest around.",
  "hotelFilters.showAll": "{count, plural, one {Show # more option} other {Show # more options}}",
  "hotelFilters.showFewer": "Show fewer",
  "hotelFilters.openPanel": "Filter",
  "hotelFilters.showResults": "Show results",
};
