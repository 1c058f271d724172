import type { MessageTable } from "../../internal/defineMessages.js";
import type { houseDetailMessagesEs } from "../es/houseDetail.js";

/** English texts of the hotel and house detail pages. */
export const houseDetailMessagesEn: MessageTable<keyof typeof houseDetailMessagesEs> = {
  "houseDetail.title": "Property details",
  "houseDetail.quote": "Book",
  "houseDetail.quoting": "Booking…",
  "houseDetail.unavailable": "Not available",
  "houseDetail.stay": "Your stay",
  "houseDetail.map": "Location",
  "houseDetail.mapLabel": "Map of where {name} is",
  "houseDetail.reviews": "Reviews",
  "houseDetail.reviewScore": "Travellers' score: {value} out of 5",
  "houseDetail.reviewImage": "Rating of {name} on the review site",
  "houseDetail.photo": "{name}, photo {index} of {count}",
  "houseDetail.openPhoto": "Enlarge photo {index} of {count}",
  "houseDetail.previousPhoto": "Previous photo",
  "houseDetail.nextPhoto": "Next photo",
  "houseDetail.closePhoto": "Close",
  "houseDetail.seeDetail": "See details",
  "houseDetail.opensNewTab": "{name} (opens in a new tab)",
  "houseDetail.noAvailability": "This property has no availability on the chosen dates.",
};
