import { scopedTextStore } from "./scopedTextStore.js";

const store = scopedTextStore("tour_texts", "language", "tour");

/** The product tour's texts an administrator saved for a language, by `tourTextKey` ("" = the default text). */
export const savedTourTexts = store.saved;

/** Saves one tour text and records its change in the audit list (module `tour`, target the language), at once. */
export const saveTourText = store.save;
