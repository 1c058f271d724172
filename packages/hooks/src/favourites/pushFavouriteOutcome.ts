import { hotelFavouriteOutcome } from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { pushToast } from "../toasts/toastQueue.js";

/** Queues core's `hotelFavouriteOutcome` toast after a favourite toggle ('Favorito' or 'Ups!', spec 001 §8). */
export const pushFavouriteOutcome = (
  world: Pick<PortalWorld, "stores" | "clock">,
  was: boolean,
  succeeded: boolean,
): void => {
  const { notice } = hotelFavouriteOutcome(was, succeeded);
  pushToast(world, {
    level: notice.level,
    key: notice.messageKey,
    titleKey: notice.titleKey,
    durationMs: notice.durationMs,
  });
};
