import { flightToolsMessagesEn } from "./en/flightTools.js";
import { flightToolsMessagesEs } from "./es/flightTools.js";
import { flightToolsMessagesPt } from "./pt/flightTools.js";

/** Flight results tools: the filter panel's controls (price and schedule funnels, from-prices) and the date grid. */
export const flightToolsMessages = {
  es: flightToolsMessagesEs,
  en: flightToolsMessagesEn,
  pt: flightToolsMessagesPt,
} as const;
