import { documentsMessagesEn } from "./en/documents.js";
import { documentsMessagesEs } from "./es/documents.js";
import { documentsMessagesPt } from "./pt/documents.js";

/** PDF and voucher downloads (spec 001 §8, spec 002 §8). The failure title is 'Download' in the spec. */
export const documentsMessages = { es: documentsMessagesEs, en: documentsMessagesEn, pt: documentsMessagesPt } as const;
