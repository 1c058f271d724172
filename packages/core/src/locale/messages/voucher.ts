import { voucherMessagesEn } from "./en/voucher.js";
import { voucherMessagesEs } from "./es/voucher.js";
import { voucherMessagesPt } from "./pt/voucher.js";

/** The voucher page (spec 002 §2, §6); the download texts of spec 002 §8 are the documents domain's. */
export const voucherMessages = { es: voucherMessagesEs, en: voucherMessagesEn, pt: voucherMessagesPt } as const;
