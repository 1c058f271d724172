import type { HotelFilterOption, HotelSearchFilterOptions } from "../api/hotelSearchFilterOptions.js";
import type { MessageKey } from "../locale/catalog.js";
import type { HotelOffersFilter } from "../routes/hotelSearchFilters.js";
import { FILTER_CHOICES_FOLDED_AFTER, type FilterChoicesShown, filterChoicesShown } from "../search/filterChoice.js";

/** One checkbox of a list filter, as the sidebar draws it. */
export interface HotelFilterOptionRow {
  readonly code: string;
  /** The reply's description; the code itself when the reply no longer lists a selected option. */
  readonly label: string;
  readonly selected: boolean;
  /** The hotels this option leaves; null when counts are not shown (spec 001 §2) or the reply gives none. */
  readonly count: number | null;
}

/** The list filters of the sidebar (spec 001 §2: board, amenities, suppliers, zones, destinations). */
export type HotelFilterListGroup = "board" | "amenity" | "supplier" | "zone" | "destination";

/**
 * The options a reply offers for a list group. Spec 001 §3 names the amenities group "services/amenity": a reply may
 * carry either, `amenity` wins when both come.
 *
 * @example hotelFilterFacetList({ services: [{ code: "wifi", description: "Wi-Fi" }] }, "amenity") // [{ code: "wifi", … }]
 */
export const hotelFilterFacetList = (
  facets: HotelSearchFilterOptions,
  group: HotelFilterListGroup,
): readonly HotelFilterOption[] => (group === "amenity" ? (facets.amenity ?? facets.services) : facets[group]) ?? [];

/**
 * The rows of a list filter: the reply's options in its order (a code listed twice keeps its first row), each
 * checked when the state selects it, then any selected code the reply no longer lists (so it can still be
 * unchecked). Counts only when `showCounts` (spec 001 §2: "Counts beside options show only for the simple view type
 * once asynchronous loading ends", core's `hotelFilterSidebar(…).counts`).
 *
 * @example hotelFilterOptionRows([{ code: "2", description: "Desayuno", quantity: 12 }], ["2"], true)
 * // [{ code: "2", label: "Desayuno", selected: true, count: 12 }]
 */
export const hotelFilterOptionRows = (
  options: readonly HotelFilterOption[],
  selected: readonly string[],
  showCounts: boolean,
): HotelFilterOptionRow[] => {
  const chosen = new Set(selected);
  const seen = new Set<string>();
  const rows: HotelFilterOptionRow[] = [];
  for (const option of options) {
    if (seen.has(option.code)) continue;
    seen.add(option.code);
    rows.push({
      code: option.code,
      label: option.description === "" ? option.code : option.description,
      selected: chosen.has(option.code),
      count: showCounts ? (option.quantity ?? null) : null,
    });
  }
  for (const code of selected) {
    if (seen.has(code)) continue;
    seen.add(code);
    rows.push({ code, label: code, selected: true, count: showCounts ? 0 : null });
  }
  return rows;
};

/** How many options a list filter shows before 'Ver n opciones más' (ours: the spec does not say). */
export const HOTEL_FILTER_OPTIONS_COLLAPSED = FILTER_CHOICES_FOLDED_AFTER;

/** The rows a list filter shows and how many it keeps behind its 'show more' button. */
export type HotelFilterOptionsShown<Row = HotelFilterOptionRow> = FilterChoicesShown<Row>;

/**
 * The rows a list filter shows (search's `filterChoicesShown`, the rule every filter panel folds its lists by).
 *
 * @example hotelFilterOptionsShown(rows, false).hidden // rows.length - 6 when nothing below the 6th is selected
 */
export const hotelFilterOptionsShown: <Row extends { readonly selected: boolean } = HotelFilterOptionRow>(
  rows: readonly Row[],
  expanded: boolean,
  limit?: number,
) => HotelFilterOptionsShown<Row> = filterChoicesShown;

/** One offer toggle of the 'Ofertas y promociones' block. */
export interface HotelOfferFilterRow {
  readonly key: keyof HotelOffersFilter;
  readonly labelKey: MessageKey;
  readonly selected: boolean;
  readonly count: number | null;
}

const OFFER_LABELS: readonly (readonly [keyof HotelOffersFilter, MessageKey])[] = [
  ["favourite", "hotel.filterFavourites"],
  ["offer", "hotel.filterWithOffers"],
  ["recommended", "hotelFilters.recommended"],
];

/**
 * The offer toggles (spec 001 §2 "offers and promotions (favourite, with offers…)"; §3 "offers {favourite,
 * isOffer/offer, recommended; each with selected and quantity}"), each with its count when counts are shown. The
 * reply's `offer` or, failing that, `isOffer` gives the 'with offers' count.
 *
 * @example hotelOfferFilterRows({ favourite: { selected: false, quantity: 3 } }, offers, true)[0].count // 3
 */
export const hotelOfferFilterRows = (
  facets: HotelSearchFilterOptions["offers"],
  offers: HotelOffersFilter,
  showCounts: boolean,
): HotelOfferFilterRow[] =>
  OFFER_LABELS.map(([key, labelKey]) => {
    const facet = key === "offer" ? (facets?.offer ?? facets?.isOffer) : facets?.[key];
    return { key, labelKey, selected: offers[key], count: showCounts ? (facet?.quantity ?? null) : null };
  });
