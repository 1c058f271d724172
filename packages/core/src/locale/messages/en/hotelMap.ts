import type { MessageTable } from "../../internal/defineMessages.js";
import type { hotelMapMessagesEs } from "../es/hotelMap.js";

/** English texts of the hotel results map. */
export const hotelMapMessagesEn: MessageTable<keyof typeof hotelMapMessagesEs> = {
  "hotelMap.region": "Hotel map",
  "hotelMap.loading": "Loading the map…",
  "hotelMap.hotel": "{name}, from {price}",
  "hotelMap.hotelNoPrice": "{name}, no price available",
  "hotelMap.cluster": "{count, plural, one {# hotel} other {# hotels}} here: zoom in",
  "hotelMap.poi": "Point of interest: {name}, {radius} km radius",
  "hotelMap.poiUnnamed": "Point of interest, {radius} km radius",
  "hotelMap.info": "Selected hotel",
  "hotelMap.zoomIn": "Zoom in",
  "hotelMap.zoomOut": "Zoom out",
};
