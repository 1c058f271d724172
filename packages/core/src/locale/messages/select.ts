import { selectMessagesEn } from "./en/select.js";
import { selectMessagesEs } from "./es/select.js";
import { selectMessagesPt } from "./pt/select.js";

/** Select and multi-select widget messages (spec 000 §5, spec 002 §5, §8). */
export const selectMessages = { es: selectMessagesEs, en: selectMessagesEn, pt: selectMessagesPt } as const;
