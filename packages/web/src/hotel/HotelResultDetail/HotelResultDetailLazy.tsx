import { lazyWidget } from "../../shared/lazyWidget";
import type { HotelResultDetailProps } from "./HotelResultDetail";
import { HotelResultDetailPlaceholder } from "./HotelResultDetailPlaceholder";

/** The detail tab, loaded when a card first opens it. */
export const HotelResultDetailLazy = lazyWidget<HotelResultDetailProps>(
  async () => ({ default: (await import("./HotelResultDetail")).HotelResultDetail }),
  HotelResultDetailPlaceholder,
);
