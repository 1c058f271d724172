/**
 * Spanish texts of the package search's states. 'Fallo al recuperar los resultados' is the spec's search failure
 * text; the unreadable-address and no-results texts are not quoted by the spec (written as the flights' ones).
 */
export const packageSearchMessagesEs = {
  "packageSearch.urlInvalid": "No pudimos leer esta búsqueda. Revisá los datos y buscá de nuevo.",
  "packageSearch.failed": "Fallo al recuperar los resultados",
  "packageSearch.empty": "No encontramos paquetes para la búsqueda solicitada",
} as const;
