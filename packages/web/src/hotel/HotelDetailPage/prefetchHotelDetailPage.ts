import { hotelDetailLocation } from "@travesia/core";
import { prefetchHotelDetail } from "@travesia/hooks";
import { Result } from "effect";
import type { PagePrefetch } from "../../app/routes";

/** The hotel detail page's calls, started for a readable address (an unreadable one has none: the page says why). */
export const prefetchHotelDetailPage: PagePrefetch = (world, url) => {
  const location = hotelDetailLocation(url);
  if (Result.isSuccess(location)) prefetchHotelDetail(world, location.success);
};
