import type { MessageTable } from "../../internal/defineMessages.js";
import type { quoteMessagesEs } from "../es/quote.js";

/** Brazilian Portuguese texts of the quote domain. */
export const quoteMessagesPt: MessageTable<keyof typeof quoteMessagesEs> = {
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
};
