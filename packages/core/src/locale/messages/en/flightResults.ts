import type { MessageTable } from "../../internal/defineMessages.js";
import type { flightResultsMessagesEs } from "../es/flightResults.js";

/** English texts of the flight results page. */
export const flightResultsMessagesEn: MessageTable<keyof typeof flightResultsMessagesEs> = {
  "flightResults.title": "Flights to {city}",
  "flightResults.urlInvalid": "We could not read this search. Check the details and search again.",
  "flightResults.empty": "We found no flights for this search",
  "flightResults.count": "{count, plural, one {# result} other {# results}}",
  "flightResults.choose": "Choose",
  "flightResults.chosen": "Chosen",
  "flightResults.chooseFlight": "Choose the {leg} flight at {time}",
  "flightResults.bookingClass": "Class {code}",
  "flightResults.equipment": "Aircraft: {name}",
  "flightResults.connection": "Connection in {city}",
  "flightResults.train": "Train",
  "flightResults.hideDetail": "Hide detail",
  "flightResults.hideInfo": "Hide information",
  "flightResults.rulesLoading": "Loading the fare rules…",
  "flightResults.rulesFailed": "We could not load the fare rules",
  "flightResults.seats": "{count, plural, one {# seat} other {# seats}} in class {code}",
  "flightResults.perPassenger": "per passenger",
  "flightResults.total": "Final price",
  "flightResults.results": "Flight results",
  "flightResults.selection": "Your selection",
  "flightResults.editSearch": "Edit search",
};
