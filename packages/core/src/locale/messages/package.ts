import { packageMessagesEn } from "./en/package.js";
import { packageMessagesEs } from "./es/package.js";
import { packageMessagesPt } from "./pt/package.js";

/**
 * Flight-plus-hotel packages: form messages and labels (spec 002 §2, §3, §5). The spec's '%s es requerido.' is
 * written with a named placeholder: '{field} es requerido.'.
 */
export const packageMessages = { es: packageMessagesEs, en: packageMessagesEn, pt: packageMessagesPt } as const;
