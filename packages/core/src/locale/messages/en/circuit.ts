import type { MessageTable } from "../../internal/defineMessages.js";
import type { circuitMessagesEs } from "../es/circuit.js";

/** English texts of circuits the shared pieces show. */
export const circuitMessagesEn: MessageTable<keyof typeof circuitMessagesEs> = {
  "circuit.monthRequired": "Please choose the month of departure.",
  "circuit.searchFailed": "The results could not be retrieved",
  "circuit.urlInvalid": "The search address is not valid.",
  "circuit.detailFailed": "Sorry. Your request could not be completed at this time.",
};
