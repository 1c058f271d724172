import { shareMessagesEn } from "./en/share.js";
import { shareMessagesEs } from "./es/share.js";
import { shareMessagesPt } from "./pt/share.js";

/** Sharing a hotel (spec 001 §2, §5, §8): from and to are required only for the PDF variant. */
export const shareMessages = { es: shareMessagesEs, en: shareMessagesEn, pt: shareMessagesPt } as const;
