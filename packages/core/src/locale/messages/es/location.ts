/** Spanish texts of the location domain, exactly as the spec quotes them. */
export const locationMessagesEs = {
  "location.placeDetailError": "Error calling Places API",
  "location.indexSaveError": "Error Saving document into index",
  "location.recentSearches": "Búsquedas recientes",
  "location.placeholder": "Ciudad, hotel o punto de interés",
  "location.typeCity": "Ciudad",
  "location.typeAirport": "Aeropuerto",
  "location.typeHotel": "Hotel",
  "location.typePoi": "Punto de interés",
  "location.typeRegion": "Región",
  "location.searching": "Buscando destinos…",
  "location.noResults": "No encontramos destinos con ese nombre",
} as const;
