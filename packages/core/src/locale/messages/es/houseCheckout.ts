/** Spanish texts of a house's checkout summary (ours: the spec shows no checkout page). */
export const houseCheckoutMessagesEs = {
  "houseCheckout.accommodation": "Alojamiento",
  "houseCheckout.guests": "Huéspedes",
  "houseCheckout.guestCount": "{count, plural, one {# huésped} other {# huéspedes}}",
  "houseCheckout.notFound": "La estadía cotizada ya no existe.",
} as const;
