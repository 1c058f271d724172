import type { MessageTable } from "../../internal/defineMessages.js";
import type { findHashMessagesEs } from "../es/findHash.js";

/** English texts of the search-result hash routes. */
export const findHashMessagesEn: MessageTable<keyof typeof findHashMessagesEs> = {
  "findHash.notOfferedTransfer": "Transfers are not offered on this portal. Search hotels, flights or packages.",
  "findHash.notOfferedNetsuite": "That search is not offered on this portal. Search hotels, flights or packages.",
};
