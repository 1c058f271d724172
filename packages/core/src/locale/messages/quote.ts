import { defineMessages } from "../internal/defineMessages.js";

/**
 * The quote button, its outcomes and the permission notices (spec 000 §6; spec 001 §4, §6, §8).
 * The limited-permission and credit-limit texts are shared by the budget add flow (spec 000 §8).
 */
export const quoteMessages = defineMessages(
  {
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
  },
  {
    "quote.book": "Book",
    "quote.quoting": "Quoting…",
    "quote.select": "Select",
    "quote.selected": "Selected",
    "quote.verifying": "Verifying",
    "quote.unavailable": "Not available",
    "quote.soldOut": "We have sold the last room",
    "quote.alternativeRate": "The selected rate is no longer available, so we will select a similar alternative.",
    "quote.redirecting": "Please wait a moment and you will be redirected...",
    "quote.noCancellationFeesOnly":
      "Your user is only allowed to make bookings that incur no cancellation fees. Please look for another booking alternative or contact us",
    "quote.outOfLimit": "There is no credit available to make the booking.",
  },
  {
    "quote.book": "Reservar",
    "quote.quoting": "Cotando…",
    "quote.select": "Selecionar",
    "quote.selected": "Selecionado",
    "quote.verifying": "Verificando",
    "quote.unavailable": "Indisponível",
    "quote.soldOut": "Vendemos o último quarto",
    "quote.alternativeRate":
      "A tarifa selecionada não está mais disponível, por isso selecionaremos uma alternativa semelhante.",
    "quote.redirecting": "Por favor, aguarde alguns instantes e você será redirecionado...",
    "quote.noCancellationFeesOnly":
      "Seu usuário tem permissão apenas para fazer reservas que não geram custos de cancelamento. Por favor, procure outra alternativa para reservar ou entre em contato conosco",
    "quote.outOfLimit": "Não há crédito disponível para fazer a reserva.",
  },
);
