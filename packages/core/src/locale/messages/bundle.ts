import { bundleMessagesEn } from "./en/bundle.js";
import { bundleMessagesEs } from "./es/bundle.js";
import { bundleMessagesPt } from "./pt/bundle.js";

/** Dynamic vacation bundles (spec 002 §2, §3). The bundle form spells 'Ajustar Búsqueda' with a capital B. */
export const bundleMessages = { es: bundleMessagesEs, en: bundleMessagesEn, pt: bundleMessagesPt } as const;
