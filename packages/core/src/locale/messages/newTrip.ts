import { newTripMessagesEn } from "./en/newTrip.js";
import { newTripMessagesEs } from "./es/newTrip.js";
import { newTripMessagesPt } from "./pt/newTrip.js";

/** Adding a product to a new trip instead of the active one (spec 000 §4 "A product may be added to a new trip"). */
export const newTripMessages = {
  es: newTripMessagesEs,
  en: newTripMessagesEn,
  pt: newTripMessagesPt,
} as const;
