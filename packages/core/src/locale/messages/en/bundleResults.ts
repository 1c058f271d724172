import type { MessageTable } from "../../internal/defineMessages.js";
import type { bundleResultsMessagesEs } from "../es/bundleResults.js";

/** English texts of the bundle results page. */
export const bundleResultsMessagesEn: MessageTable<keyof typeof bundleResultsMessagesEs> = {
  "bundleResults.title": "Vacation bundles",
  "bundleResults.allTitle": "Our proposals",
  "bundleResults.count": "{count, plural, one {# bundle} other {# bundles}}",
  "bundleResults.loading": "Looking for bundles…",
  "bundleResults.error": "We could not retrieve the bundles.",
  "bundleResults.retry": "Try again",
  "bundleResults.empty": "No bundles match this search. Try other months or themes.",
  "bundleResults.unreadable": "We could not read this search.",
  "bundleResults.chosen": "Your search",
  "bundleResults.anyChoice": "Every destination, month and theme",
  "bundleResults.closeForm": "Close search",
  "bundleResults.nights": "{count, plural, one {# night} other {# nights}}",
  "bundleResults.from": "From",
  "bundleResults.perPerson": "per person",
  "bundleResults.firstDeparture": "First departure: {date}",
  "bundleResults.months": "Departures",
  "bundleResults.gridTitle": "Lowest price by month and destination",
  "bundleResults.gridHint": "Choose a price to see that destination's bundles in that month.",
  "bundleResults.gridDestination": "Destination",
  "bundleResults.gridCheapest": "Cheapest this month",
  "bundleResults.gridNone": "No departures",
  "bundleResults.gridOpen": "{destination}, {month}: from",
  "bundleResults.previous": "Previous",
  "bundleResults.next": "Next",
  "bundleResults.gridRows": "Destinations {from} to {to} of {count}",
  "bundleResults.listTitle": "Bundles",
};
