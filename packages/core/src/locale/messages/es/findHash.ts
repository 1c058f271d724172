/** Spanish texts of the search-result hash routes (spec 000 §2 `find-{product}/…`). */
export const findHashMessagesEs = {
  "findHash.notOfferedTransfer": "Los traslados no se ofrecen en este portal. Buscá hoteles, vuelos o paquetes.",
  "findHash.notOfferedNetsuite": "Esa búsqueda no se ofrece en este portal. Buscá hoteles, vuelos o paquetes.",
} as const;
