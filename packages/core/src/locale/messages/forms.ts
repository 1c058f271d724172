import { formsMessagesEn } from "./en/forms.js";
import { formsMessagesEs } from "./es/forms.js";
import { formsMessagesPt } from "./pt/forms.js";

/**
 * Search-form labels and the validation messages shared by several forms (spec 001 §2, §3, §5; spec 002 §5).
 * The `occupancy.*` keys predate the `domain.camelName` naming, are used by `validateOccupancy`, and are kept.
 * Messages the spec does not quote (price, dates, images, video, rating) are ours.
 */
export const formsMessages = { es: formsMessagesEs, en: formsMessagesEn, pt: formsMessagesPt } as const;
