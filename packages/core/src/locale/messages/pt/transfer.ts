/** Portuguese texts of transfers that shared pieces show (the box's labels and messages, the hooks' errors). */
export const transferMessagesPt = {
  "transfer.from": "De",
  "transfer.to": "Para",
  "transfer.outboundDate": "Data de ida",
  "transfer.inboundDate": "Data de volta",
  "transfer.fromRequired": "Por favor, informe a origem do traslado.",
  "transfer.toRequired": "Por favor, informe o destino do traslado.",
  "transfer.samePlace": "A origem e o destino devem ser diferentes.",
  "transfer.outboundDateRequired": "Por favor, informe a data de ida.",
  "transfer.inboundDateRequired": "Por favor, informe a data de volta.",
  "transfer.timeRequired": "Por favor, informe o horário de embarque.",
  "transfer.timeInvalid": "Informe um horário válido (HH:MM).",
  "transfer.inboundNotAfterOutbound": "A volta deve ser posterior à ida.",
  "transfer.luggageOutOfRange": "Escolha entre {min} e {max} volumes de bagagem.",
  "transfer.urlInvalid": "Não conseguimos ler esta busca. Revise os dados e busque de novo.",
  "transfer.failed": "Desculpe! Não conseguimos obter os traslados.",
} as const;
