import type { MessageTable } from "../../internal/defineMessages.js";
import type { houseCheckoutMessagesEs } from "../es/houseCheckout.js";

/** English texts of a house's checkout summary. */
export const houseCheckoutMessagesEn: MessageTable<keyof typeof houseCheckoutMessagesEs> = {
  "houseCheckout.accommodation": "Accommodation",
  "houseCheckout.guests": "Guests",
  "houseCheckout.guestCount": "{count, plural, one {# guest} other {# guests}}",
  "houseCheckout.notFound": "The quoted stay no longer exists.",
};
