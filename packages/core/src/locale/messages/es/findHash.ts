/** Spanish texts of the search-result hash routes (spec 000 §2 `find-{product}/…`). */
export const findHashMessagesEs = {
  "findHash.notOfferedTransfer": "Los traslados no se ofrecen en este portal. Buscá hoteles, vuelos o paquetes.",
  "findHash.notOfferedNetsuite": "Esa búsqueda no se ofrece en este portal. Buscá hoteles, vuelos o paquetes.",
  "findHash.missing": "Al enlace de búsqueda le falta: {fields}. Completalo y tocá Buscar.",
  "findHash.invalid": "Del enlace de búsqueda no pudimos usar: {fields}. Revisalo y tocá Buscar.",
  "findHash.field.destination": "destino",
  "findHash.field.origins": "origen",
  "findHash.field.checkIn": "fecha de entrada",
  "findHash.field.checkOut": "fecha de salida",
  "findHash.field.rooms": "habitaciones",
  "findHash.field.departure": "fecha de partida",
  "findHash.field.return": "fecha de regreso",
  "findHash.field.passengers": "pasajeros",
} as const;
