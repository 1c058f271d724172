import type { MessageTable } from "../../internal/defineMessages.js";
import type { houseDetailMessagesEs } from "../es/houseDetail.js";

/** English texts of the hotel and house detail pages. */
export const houseDetailMessagesEn: MessageTable<keyof typeof houseDetailMessagesEs> = {
  "houseDetail.stay": "Your stay",
  "houseDetail.map": "Location",
  "houseDetail.reviewImage": "Rating of {name} on the review site",
  "houseDetail.photo": "{name}, photo {index} of {count}",
  "houseDetail.openPhoto": "Enlarge photo {index} of {count}",
  "houseDetail.previousPhoto": "Previous photo",
  "houseDetail.nextPhoto": "Next photo",
  "houseDetail.closePhoto": "Close",
  "houseDetail.noAvailability": "This property has no availability on the chosen dates.",
};
