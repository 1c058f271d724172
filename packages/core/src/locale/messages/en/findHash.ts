import type { MessageTable } from "../../internal/defineMessages.js";
import type { findHashMessagesEs } from "../es/findHash.js";

/** English texts of the search-result hash routes. */
export const findHashMessagesEn: MessageTable<keyof typeof findHashMessagesEs> = {
  "findHash.notOfferedTransfer": "Transfers are not offered on this portal. Search hotels, flights or packages.",
  "findHash.notOfferedNetsuite": "That search is not offered on this portal. Search hotels, flights or packages.",
  "findHash.missing": "The search link lacks: {fields}. Fill it in and press Search.",
  "findHash.invalid": "We could not use from the search link: {fields}. Check it and press Search.",
  "findHash.field.destination": "destination",
  "findHash.field.origins": "origin",
  "findHash.field.checkIn": "check-in date",
  "findHash.field.checkOut": "check-out date",
  "findHash.field.rooms": "rooms",
  "findHash.field.departure": "departure date",
  "findHash.field.return": "return date",
  "findHash.field.passengers": "passengers",
};
