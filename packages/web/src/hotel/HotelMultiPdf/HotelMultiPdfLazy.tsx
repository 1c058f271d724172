import { lazyWidget } from "../../shared/lazyWidget";
import type { HotelMultiPdfConnectedProps } from "./HotelMultiPdfConnected";

/** Nothing, as the connected box itself shows nothing before the first pick. */
const NoBoxYet = (_props: HotelMultiPdfConnectedProps) => null;

/**
 * The multi-hotel PDF box, whose code (the PDF call, its Schemas) loads right after the page's first paint: it shows
 * nothing until a hotel is picked, so it need not be in the results route's own first load (DESIGN.md: ≤ 40 KB gzip).
 */
export const HotelMultiPdfLazy = lazyWidget<HotelMultiPdfConnectedProps>(
  async () => ({ default: (await import("./HotelMultiPdfConnected")).HotelMultiPdfConnected }),
  NoBoxYet,
);
