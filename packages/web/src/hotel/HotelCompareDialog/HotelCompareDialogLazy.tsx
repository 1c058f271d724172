import { lazyWidget } from "../../shared/lazyWidget";
import { HotelCompareDialogPlaceholder, type HotelCompareDialogProps } from "./HotelCompareDialogPlaceholder";

/** The 'Comparador' dialog, whose code (Headless UI's dialog) loads once the comparison bar appears. */
export const HotelCompareDialogLazy = lazyWidget<HotelCompareDialogProps>(
  async () => ({ default: (await import("./HotelCompareDialog")).HotelCompareDialog }),
  HotelCompareDialogPlaceholder,
);
