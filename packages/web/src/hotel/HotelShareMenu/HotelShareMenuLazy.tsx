import { lazyWidget } from "../../shared/lazyWidget";
import { HotelShareMenuPlaceholder, type HotelShareMenuProps } from "./HotelShareMenuPlaceholder";

/**
 * A hotel's share menu, whose code (Headless UI's menu) loads right after the page's first paint, drawn once a person
 * comes to it (pointer, focus or press): before, its plain button.
 */
export const HotelShareMenuLazy = lazyWidget<HotelShareMenuProps>(
  async () => ({ default: (await import("./HotelShareMenu")).HotelShareMenu }),
  HotelShareMenuPlaceholder,
  "intent",
);
