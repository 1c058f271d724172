import { findHashMessagesEn } from "./en/findHash.js";
import { findHashMessagesEs } from "./es/findHash.js";
import { findHashMessagesPt } from "./pt/findHash.js";

/** The search-result hash routes (spec 000 §2): the products this portal does not offer. */
export const findHashMessages = { es: findHashMessagesEs, en: findHashMessagesEn, pt: findHashMessagesPt } as const;
