/** Spanish texts of the home page's promotions and recommended hotels (spec 000 §7). */
export const homeOffersMessagesEs = {
  "homeOffers.promotions": "Promociones",
  "homeOffers.recommended": "Hoteles recomendados",
  "homeOffers.from": "Desde",
  "homeOffers.stars": "{count, plural, one {# estrella} other {# estrellas}}",
  "homeOffers.reviews": "{count, plural, one {# opinión} other {# opiniones}}",
  "homeOffers.see": "Ver {title} en {destination}",
} as const;
