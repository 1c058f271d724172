/** English texts of transfers that shared pieces show (the box's labels and messages, the hooks' errors). */
export const transferMessagesEn = {
  "transfer.from": "From",
  "transfer.to": "To",
  "transfer.outboundDate": "Outbound date",
  "transfer.inboundDate": "Return date",
  "transfer.fromRequired": "Please enter where the transfer starts.",
  "transfer.toRequired": "Please enter where the transfer ends.",
  "transfer.samePlace": "The start and the end must be different places.",
  "transfer.outboundDateRequired": "Please enter the outbound date.",
  "transfer.inboundDateRequired": "Please enter the return date.",
  "transfer.timeRequired": "Please enter the pick-up time.",
  "transfer.timeInvalid": "Enter a valid time (HH:MM).",
  "transfer.inboundNotAfterOutbound": "The return must be after the outbound transfer.",
  "transfer.luggageOutOfRange": "Choose between {min} and {max} pieces of luggage.",
  "transfer.urlInvalid": "We could not read this search. Check it and search again.",
  "transfer.failed": "Sorry! We could not get the transfers.",
} as const;
