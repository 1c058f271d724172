import { type HotelViewType, hotelViewIsAggregated } from "../routes/hotelSearchFilters.js";

/** Spec 001 §5 / §9: "Category 1-5". */
export const HOTEL_CATEGORY_RANGE = { min: 1, max: 5, step: 1 } as const;
/** Spec 001 §5 / §9: "Review-site slider 1-5 step 1". */
export const HOTEL_REVIEW_RANGE = { min: 1, max: 5, step: 1 } as const;
/** Spec 001 §9: "price range default 0-1000" (major units of the filter currency); §5: "minimum 0". */
export const HOTEL_PRICE_RANGE_DEFAULT = { min: 0, max: 1000 } as const;
/** Spec 001 §9: POI "slider steps 0.25, 0.5, 1, 2, 3, 4, 5, 10 km". */
export const HOTEL_POI_DISTANCE_STEPS_KM = [0.25, 0.5, 1, 2, 3, 4, 5, 10] as const;
/** Spec 001 §9: POI slider "default 5" km (the filter state itself starts at radio 20: `HOTEL_POI_RADIO_DEFAULT`). */
export const HOTEL_POI_DISTANCE_DEFAULT_KM = 5;
/** Spec 001 §9: "POI search distance 50000" (metres, the POI lookup by geo). */
export const HOTEL_POI_SEARCH_DISTANCE_M = 50_000;

/** What decides the sidebar. */
export interface HotelFilterSidebarContext {
  /** The search was by hotel name (the results URL's `hotelName` option). */
  readonly searchedByHotelName: boolean;
  /** Only 'go' features (price-GO). */
  readonly priceGo: boolean;
  /** `showRefundable`: the 'preferably refundable' rate type is allowed. */
  readonly showRefundable: boolean;
  /** The search carries a geo reference (coordinates destination or a POI). */
  readonly hasGeoReference: boolean;
  /** `showTripAdvisor`: review-site ratings are shown. */
  readonly showTripAdvisor: boolean;
  readonly showSuppliers: boolean;
  readonly showZoneFilter: boolean;
  readonly viewType: HotelViewType | null;
  /** Asynchronous (progressive) loading is still running. */
  readonly loading: boolean;
}

/** Which filter blocks the sidebar shows. */
export interface HotelFilterSidebar {
  readonly hotelName: { readonly visible: true; readonly disabled: boolean };
  readonly offers: boolean;
  readonly refundable: boolean;
  readonly category: true;
  readonly poi: boolean;
  readonly price: true;
  readonly reviewRating: boolean;
  readonly board: true;
  readonly amenities: true;
  readonly suppliers: boolean;
  readonly zones: boolean;
  readonly destinations: true;
  /** Counts beside options. */
  readonly counts: boolean;
}

/**
 * The filter sidebar's blocks. Spec 001 §2: "hotel name (disabled if the search was by hotel name); offers and
 * promotions (… hidden in price-GO); rate type 'preferably refundable' (only when allowed); category …; point of
 * interest (only with a geo reference …); price range …; review-site rating slider 1-5 step 1 with Apply (only when
 * shown, not price-GO, not aggregated view types); board; amenities; suppliers (if enabled); zones (if enabled);
 * destinations … Counts beside options show only for the simple view type once asynchronous loading ends."
 *
 * @example hotelFilterSidebar({ ...context, priceGo: true }).offers // false
 */
export const hotelFilterSidebar = (context: HotelFilterSidebarContext): HotelFilterSidebar => {
  const aggregated = hotelViewIsAggregated(context.viewType);
  return {
    hotelName: { visible: true, disabled: context.searchedByHotelName },
    offers: !context.priceGo,
    refundable: context.showRefundable,
    category: true,
    poi: context.hasGeoReference,
    price: true,
    reviewRating: context.showTripAdvisor && !context.priceGo && !aggregated,
    board: true,
    amenities: true,
    suppliers: context.showSuppliers,
    zones: context.showZoneFilter,
    destinations: true,
    counts: (context.viewType ?? "simple") === "simple" && !context.loading,
  };
};

/**
 * The POI slider's step nearest to a radius (the state may hold 20 km, beyond the slider): the slider shows it.
 *
 * @example hotelPoiSliderStep(20) // 10
 * @example hotelPoiSliderStep(0.3) // 0.25
 */
export const hotelPoiSliderStep = (radioKm: number): number => {
  let best: number = HOTEL_POI_DISTANCE_DEFAULT_KM;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const step of HOTEL_POI_DISTANCE_STEPS_KM) {
    const gap = Math.abs(step - radioKm);
    if (gap < bestGap) {
      best = step;
      bestGap = gap;
    }
  }
  return best;
};
