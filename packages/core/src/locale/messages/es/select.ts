/** Spanish texts of the select domain, exactly as the spec quotes them. */
export const selectMessagesEs = {
  "select.loadError": "Error al cargar los resultados",
  "select.noResults": "No se encontraron resultados",
  "select.searching": "Buscando...",
  "select.tooManyCharacters": "Ingresó demasiados caracteres",
  "select.loadingMore": "Obteniendo más resultados",
  "select.tooManySelected": "No se pueden elegir tantos resultados",
  "select.minCharacters": "Ingrese al menos 3 caracteres",
  "select.remove": "Quitar {item}",
} as const;
