/** Spanish texts of the bundle domain, exactly as the spec quotes them. */
export const bundleMessagesEs = {
  "bundle.adjustSearch": "Ajustar Búsqueda",
  "bundle.explore": "Explorar nuestras propuestas",
  "bundle.destination": "Destino",
  "bundle.period": "Mes de viaje",
  "bundle.periodPlaceholder": "¿Cuándo querés viajar?",
  "bundle.themes": "Temáticas",
  "bundle.starred": "Destacados",
  "bundle.all": "Todos",
  "bundle.destinationRequired": "Elegí al menos un destino o una temática.",
} as const;
