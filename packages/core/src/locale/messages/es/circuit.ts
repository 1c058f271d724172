/**
 * Spanish texts of circuits that the shared pieces show (the box's form message, the hooks' errors); the pages' own
 * texts are `circuitPagesMessagesEs`, out of the first load.
 */
export const circuitMessagesEs = {
  "circuit.monthRequired": "Por favor, elegí el mes de salida.",
  "circuit.searchFailed": "Fallo al recuperar los resultados",
  "circuit.urlInvalid": "La dirección de la búsqueda no es válida.",
  "circuit.detailFailed": "Lo sentimos. Tu solicitud no se ha podido completar en este momento.",
} as const;
