import { flightMessagesEn } from "./en/flight.js";
import { flightMessagesEs } from "./es/flight.js";
import { flightMessagesPt } from "./pt/flight.js";

/**
 * Flight search form, results, cards, filters, luggage and notices (spec 002 §2, §3, §5, §8, §9).
 * Spec luggage texts: 'Incluye {qty} Valija(s) - {desc or Consultar el peso a la aerolínea}' and
 * 'Incluye hasta {qty} {unit} - ...'; the price variation 'por {currency} {value} más/menos' is two keys.
 */
export const flightMessages = { es: flightMessagesEs, en: flightMessagesEn, pt: flightMessagesPt } as const;
