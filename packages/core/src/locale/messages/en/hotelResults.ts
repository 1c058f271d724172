import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelResultsMessagesEs } from "../es/hotelResults.js";

/** English texts of the hotel and house results page. */
export const hotelResultsMessagesEn: MessageTable<keyof typeof hotelResultsMessagesEs> = {
  "hotelResults.sortBestValue": "Best option",
  "hotelResults.sortPriceAsc": "Price: low to high",
  "hotelResults.sortPriceDesc": "Price: high to low",
  "hotelResults.sortCategoryDesc": "Category: high to low",
  "hotelResults.sortCategoryAsc": "Category: low to high",
  "hotelResults.sortReview": "Traveller rating",
  "hotelResults.sortName": "Name",
  "hotelResults.sortDistance": "Distance",
  "hotelResults.badUrl": "We could not read this search. Check the details and search again.",
  "hotelResults.title": "Hotel results",
  "hotelResults.houseTitle": "Holiday house results",
  "hotelResults.summary": "Your search",
  "hotelResults.checkIn": "Check-in",
  "hotelResults.checkOut": "Check-out",
  "hotelResults.progress": "Search progress",
  "hotelResults.searchStopped": "Search stopped",
  "hotelResults.priceMode": "Show prices",
  "hotelResults.viewMode": "View",
  "hotelResults.found": "{count, plural, =0 {No places} one {# place} other {# places}}",
  "hotelResults.streetView": "See in Street View",
  "hotelResults.streetViewNewTab": "(opens in a new tab)",
  "hotelResults.galleryError": "We could not load this hotel's pictures.",
  "hotelResults.noDescription": "This place has no description.",
  "hotelResults.similarHotels": "Similar places",
  "hotelResults.offersBanner": "Offer",
  "hotelResults.loadingMore": "Loading results…",
};
