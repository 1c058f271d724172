import { houseCheckoutMessagesEn } from "./en/houseCheckout.js";
import { houseCheckoutMessagesEs } from "./es/houseCheckout.js";
import { houseCheckoutMessagesPt } from "./pt/houseCheckout.js";

/** A house's checkout summary (`/checkout/house/{tripProductId}`, the demo house quote's next URL). */
export const houseCheckoutMessages = {
  es: houseCheckoutMessagesEs,
  en: houseCheckoutMessagesEn,
  pt: houseCheckoutMessagesPt,
} as const;
