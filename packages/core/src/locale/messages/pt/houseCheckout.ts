import type { MessageTable } from "../../internal/defineMessages.js";
import type { houseCheckoutMessagesEs } from "../es/houseCheckout.js";

/** Portuguese texts of a house's checkout summary. */
export const houseCheckoutMessagesPt: MessageTable<keyof typeof houseCheckoutMessagesEs> = {
  "houseCheckout.accommodation": "Acomodação",
  "houseCheckout.guests": "Hóspedes",
  "houseCheckout.guestCount": "{count, plural, one {# hóspede} other {# hóspedes}}",
  "houseCheckout.notFound": "A estadia cotada não existe mais.",
};
