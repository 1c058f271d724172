import type { MessageTable } from "../../internal/defineMessages.js";
import type { locationMessagesEs } from "../es/location.js";

/** English texts of the location domain. */
export const locationMessagesEn: MessageTable<keyof typeof locationMessagesEs> = {
  "location.placeDetailError": "Error calling Places API",
  "location.indexSaveError": "Error Saving document into index",
  "location.recentSearches": "Recent searches",
  "location.placeholder": "City, hotel or point of interest",
  "location.typeCity": "City",
  "location.typeAirport": "Airport",
  "location.typeHotel": "Hotel",
  "location.typePoi": "Point of interest",
  "location.typeRegion": "Region",
  "location.searching": "Searching destinations…",
  "location.noResults": "We found no destination with that name",
};
