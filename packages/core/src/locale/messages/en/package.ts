import type { MessageTable } from "../../internal/defineMessages.js";
import type { packageMessagesEs } from "../es/package.js";

/** English texts of the package domain. */
export const packageMessagesEn: MessageTable<keyof typeof packageMessagesEs> = {
  "package.originRequired": "Enter at least one origin.",
  "package.destinationRequired": "Enter a destination.",
  "package.dateRequired": "Enter a date.",
  "package.dateOutsideFlightRange": "Must be within the flight dates.",
  "package.fieldRequired": "{field} is required.",
  "package.origins": "Origin",
  "package.destination": "Destination",
  "package.differentHotel": "I want to stay in a different destination",
  "package.partialHotel": "I want accommodation for only part of the stay",
  "package.accommodationCity": "Accommodation city",
  "package.hotelIn": "Hotel check-in",
  "package.hotelOut": "Hotel check-out",
  "package.removeRoom": "Remove room",
  "package.removeRoomNumber": "Remove room {number}",
  "package.addRoom": "Add room",
  "package.detailTitle": "Package details",
  "package.recommended": "Recommended option",
};
