import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { HotelResultsFiltersProps } from "./HotelResultsFilters";

/** The results page's filters (sidebar, phone panel, POI finder) in their own chunk, loaded after the first paint. */
export const HotelResultsFiltersLazy = lazyWidget<HotelResultsFiltersProps>(
  async () => ({ default: (await import("./HotelResultsFilters")).HotelResultsFilters }),
  LoadingPlaceholder,
);
