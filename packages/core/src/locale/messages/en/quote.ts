import type { MessageTable } from "../../internal/defineMessages.js";
import type { quoteMessagesEs } from "../es/quote.js";

/** English texts of the quote domain. */
export const quoteMessagesEn: MessageTable<keyof typeof quoteMessagesEs> = {
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
};
