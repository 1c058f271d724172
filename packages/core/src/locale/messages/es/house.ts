/** Spanish texts of the house domain, exactly as the spec quotes them. */
export const houseMessagesEs = {
  "house.soldOut":
    "Hemos vendido la última habitación disponible de esa propiedad a ese valor. Por favor prueba otras propiedades o fechas.",
  "house.passengers": "Pasajeros",
  "house.passengersCount": "{count, plural, one {# pasajero} other {# pasajeros}}",
  "house.searchTitle": "Casas y departamentos",
  "house.noResults": "No encontramos casas para la búsqueda solicitada",
  "house.seeDetail": "Ver propiedad",
  "house.bedrooms": "{count, plural, =0 {monoambiente} one {# dormitorio} other {# dormitorios}}",
} as const;
