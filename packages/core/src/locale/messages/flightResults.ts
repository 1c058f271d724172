import { flightResultsMessagesEn } from "./en/flightResults.js";
import { flightResultsMessagesEs } from "./es/flightResults.js";
import { flightResultsMessagesPt } from "./pt/flightResults.js";

/** The flight results page: its title, empty and bad-address states, leg choice, detail and pagination labels. */
export const flightResultsMessages = {
  es: flightResultsMessagesEs,
  en: flightResultsMessagesEn,
  pt: flightResultsMessagesPt,
} as const;
