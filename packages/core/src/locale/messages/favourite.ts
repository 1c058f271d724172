import { favouriteMessagesEn } from "./en/favourite.js";
import { favouriteMessagesEs } from "./es/favourite.js";
import { favouriteMessagesPt } from "./pt/favourite.js";

/** Favourite hotels (spec 001 §8). The spec's 'eliminado a sus favoritos' is kept as written. */
export const favouriteMessages = { es: favouriteMessagesEs, en: favouriteMessagesEn, pt: favouriteMessagesPt } as const;
