import { hotelMapMessagesEn } from "./en/hotelMap.js";
import { hotelMapMessagesEs } from "./es/hotelMap.js";
import { hotelMapMessagesPt } from "./pt/hotelMap.js";

/**
 * The hotel results map (spec 001 §2 "mapa", §9 "Map default zoom 10"): the map's name, markers' accessible
 * names, clusters, the point of interest with its radius, the selected hotel's info box, the zoom buttons.
 */
export const hotelMapMessages = { es: hotelMapMessagesEs, en: hotelMapMessagesEn, pt: hotelMapMessagesPt } as const;
