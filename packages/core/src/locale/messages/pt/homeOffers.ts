import type { MessageTable } from "../../internal/defineMessages.js";
import type { homeOffersMessagesEs } from "../es/homeOffers.js";

/** Portuguese texts of the home page's promotions and recommended hotels. */
export const homeOffersMessagesPt: MessageTable<keyof typeof homeOffersMessagesEs> = {
  "homeOffers.promotions": "Promoções",
  "homeOffers.recommended": "Hotéis recomendados",
  "homeOffers.from": "A partir de",
  "homeOffers.stars": "{count, plural, one {# estrela} other {# estrelas}}",
  "homeOffers.reviews": "{count, plural, one {# avaliação} other {# avaliações}}",
  "homeOffers.see": "Ver {title} em {destination}",
};
