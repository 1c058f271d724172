import { lazyWidget } from "../../shared/lazyWidget";
import { type HotelShareDialogConnectedProps, HotelShareDialogPlaceholder } from "./HotelShareDialogPlaceholder";

/** The share-by-e-mail dialog, whose code (Headless UI's dialog) loads when a visitor first opens it. */
export const HotelShareDialogLazy = lazyWidget<HotelShareDialogConnectedProps>(
  async () => ({ default: (await import("./HotelShareDialogConnected")).HotelShareDialogConnected }),
  HotelShareDialogPlaceholder,
);
