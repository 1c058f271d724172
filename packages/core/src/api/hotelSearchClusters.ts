// A plain function over a decoded search reply, in a module without Schemas so that a consumer bundling it does not
// keep the reply Schemas of hotelSearchReply.ts and effect's Schema runtime.
import type { HotelCluster } from "./hotelCluster.js";
import type { HotelSearchReply } from "./hotelSearchReply.js";

/**
 * The clusters of a search reply, whichever form `hotels` took.
 *
 * @example hotelSearchClusters({ done: true, hotels: { details: { trips: [{ hotelsAvailability: [h] }] } } }) // [h]
 */
export const hotelSearchClusters = (reply: HotelSearchReply): readonly HotelCluster[] => {
  const hotels = reply.hotels;
  if (hotels === undefined) return [];
  if ("details" in hotels) return hotels.details.trips[0]?.hotelsAvailability ?? [];
  return hotels;
};
