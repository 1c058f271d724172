import { shellMessagesEn } from "./en/shell.js";
import { shellMessagesEs } from "./es/shell.js";
import { shellMessagesPt } from "./pt/shell.js";

/**
 * Header, footer, language and currency selectors, common buttons and the home page (spec 000 §2, §9).
 * `home.title` and the `shell.currency.*` keys predate the `domain.camelName` naming and are kept as they are.
 */
export const shellMessages = { es: shellMessagesEs, en: shellMessagesEn, pt: shellMessagesPt } as const;
