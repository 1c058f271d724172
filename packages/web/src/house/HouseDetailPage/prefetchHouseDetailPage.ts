import { houseDetailLocation } from "@travesia/core";
import { prefetchHouseDetail } from "@travesia/hooks";
import { Result } from "effect";
import type { PagePrefetch } from "../../app/routes";

/** The house detail page's call, started for a readable address (an unreadable one has none: the page says why). */
export const prefetchHouseDetailPage: PagePrefetch = (world, url) => {
  const location = houseDetailLocation(url);
  if (Result.isSuccess(location)) prefetchHouseDetail(world, location.success);
};
