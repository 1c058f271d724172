import { locationMessagesEn } from "./en/location.js";
import { locationMessagesEs } from "./es/location.js";
import { locationMessagesPt } from "./pt/location.js";

/** Location autocomplete, recent searches and places (spec 000 §3, §5, §8; spec 001 §5). */
export const locationMessages = { es: locationMessagesEs, en: locationMessagesEn, pt: locationMessagesPt } as const;
