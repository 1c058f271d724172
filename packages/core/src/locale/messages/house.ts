import { houseMessagesEn } from "./en/house.js";
import { houseMessagesEs } from "./es/house.js";
import { houseMessagesPt } from "./pt/house.js";

/** Holiday houses (spec 001 §2, §3, §8). */
export const houseMessages = { es: houseMessagesEs, en: houseMessagesEn, pt: houseMessagesPt } as const;
