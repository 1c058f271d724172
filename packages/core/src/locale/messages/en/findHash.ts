import type { MessageTable } from "../../internal/defineMessages.js";
import type { findHashMessagesEs } from "../es/findHash.js";

/** English texts of the search-result hash routes. */
export const findHashMessagesEn: MessageTable<keyof typeof findHashMessagesEs> = {
  "findHash.notOfferedTransfer": "Transfers are not offered on this portal. Search hotels, flights or packages.",
  "findHash.notOfferedNetsuite": "That search is not offered on this portal. Search hotels, flights or packages.",
  "findHash.missing": "The search link lacks: {fields}. Fill it in and press Search.",
  "findHash.invalid": "We could not use from the search link: {fields}. Check it and press Search.",
  "findHash.fieldDestination": "destination",
  "findHash.fieldOrigins": "origin",
  "findHash.fieldCheckIn": "check-in date",
  "findHash.fieldCheckOut": "check-out date",
  "findHash.fieldRooms": "rooms",
  "findHash.fieldDeparture": "departure date",
  "findHash.fieldReturn": "return date",
  "findHash.fieldPassengers": "passengers",
  "findHash.notOfferedActivity": "Activities are not offered on this portal. Search hotels, flights or packages.",
  "findHash.notOfferedCircuit": "Circuits are not offered on this portal. Search hotels, flights or packages.",
  "findHash.fieldDateFrom": "from date",
  "findHash.fieldDateTo": "to date",
  "findHash.fieldParticipants": "participants",
  "findHash.fieldMonth": "month of departure",
  "findHash.fieldTravellers": "travellers",
};
