import { transferMessagesEn } from "./en/transfer.js";
import { transferMessagesEs } from "./es/transfer.js";
import { transferMessagesPt } from "./pt/transfer.js";

/** Transfers: the search box, the results page, its filters and cards. */
export const transferMessages = { es: transferMessagesEs, en: transferMessagesEn, pt: transferMessagesPt } as const;
