/** Spanish texts of transfers that shared pieces show (the box's labels and messages, the hooks' errors). */
export const transferMessagesEs = {
  "transfer.from": "Desde",
  "transfer.to": "Hasta",
  "transfer.outboundDate": "Fecha de ida",
  "transfer.inboundDate": "Fecha de vuelta",
  "transfer.fromRequired": "Por favor, ingrese el origen del traslado.",
  "transfer.toRequired": "Por favor, ingrese el destino del traslado.",
  "transfer.samePlace": "El origen y el destino deben ser distintos.",
  "transfer.outboundDateRequired": "Por favor, ingrese la fecha de ida.",
  "transfer.inboundDateRequired": "Por favor, ingrese la fecha de vuelta.",
  "transfer.timeRequired": "Por favor, ingrese la hora de recogida.",
  "transfer.timeInvalid": "Ingrese una hora válida (HH:MM).",
  "transfer.inboundNotAfterOutbound": "La vuelta debe ser posterior a la ida.",
  "transfer.luggageOutOfRange": "Elegí entre {min} y {max} piezas de equipaje.",
  "transfer.urlInvalid": "No pudimos leer esta búsqueda. Revisá los datos y buscá de nuevo.",
  "transfer.failed": "Lo sentimos! No pudimos obtener los traslados.",
} as const;
