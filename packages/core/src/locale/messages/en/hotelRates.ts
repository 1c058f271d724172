import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelRatesMessagesEs } from "../es/hotelRates.js";

/** English texts of the rooms tab, the policy panel and the checkout summary. */
export const hotelRatesMessagesEn: MessageTable<keyof typeof hotelRatesMessagesEs> = {
  "hotelRates.title": "Available rates",
  "hotelRates.loading": "Loading rates…",
  "hotelRates.empty": "There are no rates available for this hotel.",
  "hotelRates.retry": "Try again",
  "hotelRates.loadingMore": "Looking for more rates…",
  "hotelRates.roomOccupancy":
    "{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one {, # child} other {, # children}}",
  "hotelRates.policyClose": "Close policy",
  "hotelRates.timeline": "Policy timeline",
  "hotelRates.cost": "Cost",
  "hotelRates.quoting": "Quoting",
  "hotelRates.navigate": "Continue",
  "hotelRates.checkoutTitle": "Your quote summary",
  "hotelRates.checkoutLoading": "Retrieving the quote…",
  "hotelRates.checkoutLoadError": "We could not retrieve the quote.",
  "hotelRates.checkoutNotFound": "The quoted rate no longer exists.",
  "hotelRates.checkoutHotel": "Hotel",
  "hotelRates.checkoutStay": "Stay",
  "hotelRates.checkoutCheckIn": "Check-in",
  "hotelRates.checkoutCheckOut": "Check-out",
  "hotelRates.checkoutRooms": "Rooms",
  "hotelRates.checkoutBoard": "Board",
  "hotelRates.checkoutTotal": "Total",
  "hotelRates.checkoutAlternative": "We selected an alternative rate similar to the one you chose.",
  "hotelRates.checkoutNextStep": "Payment and passenger details are completed in the next step.",
  "hotelRates.checkoutBackHome": "Back to home",
};
