import type { MessageTable } from "../../internal/defineMessages.js";
import type { houseMessagesEs } from "../es/house.js";

/** English texts of the house domain. */
export const houseMessagesEn: MessageTable<keyof typeof houseMessagesEs> = {
  "house.soldOut":
    "We have sold the last available room of that property at that price. Please try other properties or dates.",
  "house.passengers": "Guests",
  "house.passengersCount": "{count, plural, one {# guest} other {# guests}}",
  "house.searchTitle": "Houses and apartments",
  "house.noResults": "We found no houses for the requested search",
  "house.seeDetail": "See property",
  "house.bedrooms": "{count, plural, =0 {studio} one {# bedroom} other {# bedrooms}}",
};
