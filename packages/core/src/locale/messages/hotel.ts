import { hotelMessagesEn } from "./en/hotel.js";
import { hotelMessagesEs } from "./es/hotel.js";
import { hotelMessagesPt } from "./pt/hotel.js";

/**
 * Hotel results, cards, filters, comparison and their errors (spec 001 §2, §4, §5, §8).
 * The spec's `%d` / `n` counts are written as ICU-lite plurals on `{count}`; with a count of 2 or more the Spanish
 * text is exactly the spec's ('Ver 4 opciones más', 'VER OTRAS 5 TARIFAS DISPONIBLES').
 */
export const hotelMessages = { es: hotelMessagesEs, en: hotelMessagesEn, pt: hotelMessagesPt } as const;
