import {
  BREAKPOINTS,
  type HotelFavouriteIds,
  hotelActiveFilterCount,
  hotelFavouriteFacets,
  hotelPriceModeBasis,
} from "@travesia/core";
import type { HotelResultsActions, HotelResultsData } from "@travesia/hooks";
import { useState } from "react";
import { useT } from "../../i18n/LanguageContext";
import { HotelFilterPanel } from "../HotelFilterPanel/HotelFilterPanel";
import { HotelFilterSidebar, type HotelPoiFinderSlot } from "../HotelFilterSidebar/HotelFilterSidebar";
import { HotelPoiFinderConnected } from "../HotelPoiFinder/HotelPoiFinderConnected";
import styles from "./HotelResultsFilters.module.css";

/** Props of {@link HotelResultsFilters}. */
export interface HotelResultsFiltersProps {
  /** The results hook's data: sidebar blocks, applied filters, facets, currency and price mode. */
  readonly data: Pick<HotelResultsData, "sidebar" | "filters" | "facets" | "currencyCode" | "priceMode" | "hotels">;
  readonly actions: Pick<HotelResultsActions, "changeFilters" | "clearFilters">;
  /** The window's width: below the phone breakpoint the sidebar moves into the phone filter panel. */
  readonly viewportWidth: number;
  /** The favourites as marked now: 'Favoritos (n)' counts the hotels marked since the reply (core's `hotelFavouriteFacets`). */
  readonly favouriteIds?: HotelFavouriteIds;
}

/** The sidebar's point-of-interest search: one function for the page's life, so the sidebar's blocks stay memoised. */
const poiFinder = (slot: HotelPoiFinderSlot) => <HotelPoiFinderConnected {...slot} />;

/**
 * The results page's filters: the 'Filtrar Por' sidebar beside the list on tablets and desktops; on phones a
 * 'Filtrar' button (with how many filters are applied) that opens the full-screen filter panel with a back button
 * (spec 001 §2). Filters apply as they change, so closing the panel shows the filtered results.
 */
export const HotelResultsFilters = ({ data, actions, viewportWidth, favouriteIds }: HotelResultsFiltersProps) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const phone = viewportWidth < BREAKPOINTS.phone;
  const sidebar = (
    <HotelFilterSidebar
      sidebar={data.sidebar}
      filters={data.filters}
      facets={hotelFavouriteFacets(data.facets ?? {}, data.hotels, favouriteIds)}
      currencyCode={data.currencyCode}
      priceBasis={hotelPriceModeBasis(data.priceMode)}
      onChange={actions.changeFilters}
      onClear={actions.clearFilters}
      poiFinder={poiFinder}
      headingHidden={phone}
    />
  );
  if (!phone) return sidebar;
  const applied = hotelActiveFilterCount(data.filters);
  return (
    <>
      <button type="button" className={styles.opener} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {applied > 0 ? `${t("hotelFilters.openPanel")} (${applied})` : t("hotelFilters.openPanel")}
      </button>
      <HotelFilterPanel open={open} onClose={() => setOpen(false)}>
        {sidebar}
      </HotelFilterPanel>
    </>
  );
};
