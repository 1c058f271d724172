import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { HotelResultDetailProps } from "./HotelResultDetail";

/** The detail tab, loaded when a card first opens it. */
export const HotelResultDetailLazy = lazyWidget<HotelResultDetailProps>(
  async () => ({ default: (await import("./HotelResultDetail")).HotelResultDetail }),
  LoadingPlaceholder,
);
