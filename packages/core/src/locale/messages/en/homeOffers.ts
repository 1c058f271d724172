import type { MessageTable } from "../../internal/defineMessages.js";
import type { homeOffersMessagesEs } from "../es/homeOffers.js";

/** English texts of the home page's promotions and recommended hotels. */
export const homeOffersMessagesEn: MessageTable<keyof typeof homeOffersMessagesEs> = {
  "homeOffers.promotions": "Promotions",
  "homeOffers.recommended": "Recommended hotels",
  "homeOffers.from": "From",
  "homeOffers.stars": "{count, plural, one {# star} other {# stars}}",
  "homeOffers.reviews": "{count, plural, one {# review} other {# reviews}}",
  "homeOffers.see": "See {title} in {destination}",
};
