/** Spanish texts of the quote domain, exactly as the spec quotes them. */
export const quoteMessagesEs = {
  "quote.book": "Reservar",
  "quote.quoting": "Cotizando…",
  "quote.select": "Seleccionar",
  "quote.selected": "Seleccionado",
  "quote.verifying": "Verificando",
  "quote.unavailable": "No disponible",
  "quote.soldOut": "Hemos vendido la última habitación",
  "quote.alternativeRate":
    "La tarifa seleccionada ya no está disponible por lo que seleccionaremos una alternativa similar.",
  "quote.redirecting": "Por favor, aguarda unos instantes y serás redireccionado...",
  "quote.noCancellationFeesOnly":
    "Tu usuario tiene permiso únicamente para realizar reservas que no incurren en gastos de cancelación. Por favor, consulta otra alternativa para reservar o contáctate con nosotros",
  "quote.outOfLimit": "No hay crédito disponible para realizar la reserva.",
} as const;
