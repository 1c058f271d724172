import { scopedTextStore } from "./scopedTextStore.js";

const store = scopedTextStore("custom_texts", "variant", "texts");

/** The texts an administrator saved for a language variant, by catalog key ("" = the catalog's own text). */
export const savedCustomTexts = store.saved;

/** Saves one custom text and records its change in the audit list, in one transaction. */
export const saveCustomText = store.save;
