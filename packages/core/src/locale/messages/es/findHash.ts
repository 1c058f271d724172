/** Spanish texts of the search-result hash routes (spec 000 §2 `find-{product}/…`). */
export const findHashMessagesEs = {
  "findHash.notOfferedTransfer": "Los traslados no se ofrecen en este portal. Buscá hoteles, vuelos o paquetes.",
  "findHash.notOfferedNetsuite": "Esa búsqueda no se ofrece en este portal. Buscá hoteles, vuelos o paquetes.",
  "findHash.missing": "Al enlace de búsqueda le falta: {fields}. Completalo y tocá Buscar.",
  "findHash.invalid": "Del enlace de búsqueda no pudimos usar: {fields}. Revisalo y tocá Buscar.",
  "findHash.fieldDestination": "destino",
  "findHash.fieldOrigins": "origen",
  "findHash.fieldCheckIn": "fecha de entrada",
  "findHash.fieldCheckOut": "fecha de salida",
  "findHash.fieldRooms": "habitaciones",
  "findHash.fieldDeparture": "fecha de partida",
  "findHash.fieldReturn": "fecha de regreso",
  "findHash.fieldPassengers": "pasajeros",
} as const;
