import type { HotelSearchFilterOptions } from "../api/hotelSearchFilterOptions.js";
import type { MessageKey } from "../locale/catalog.js";
import type { HotelSearchFilters } from "../routes/hotelSearchFilters.js";
import type { FilterChoice } from "../search/filterChoice.js";
import { listWith } from "../search/listToggle.js";
import {
  type HotelFilterListGroup,
  hotelFilterFacetList,
  hotelFilterOptionRows,
  hotelOfferFilterRows,
} from "./hotelFilterOptionRows.js";
import type { HotelFilterSidebar } from "./hotelFilterSidebar.js";
import type { HotelFiltersChange } from "./hotelFiltersUpdate.js";

/** A section of the hotel filter sidebar whose body is checkboxes. */
export type HotelChoiceSection = "offers" | "refundable" | HotelFilterListGroup;

/** A section of the hotel filter sidebar, in display order (spec 001 §2). */
export type HotelFilterSection = "hotelName" | "category" | "poi" | "price" | "reviewRating" | HotelChoiceSection;

/** The legend key of each checkbox section. */
export const HOTEL_CHOICE_SECTION_MESSAGE_KEYS = {
  offers: "hotel.filterOffers",
  refundable: "hotelFilters.rateType",
  board: "hotel.filterBoard",
  amenity: "hotel.filterAmenities",
  supplier: "hotel.filterSuppliers",
  zone: "hotel.filterZones",
  destination: "hotel.filterDestinations",
} as const satisfies Record<HotelChoiceSection, MessageKey>;

/** Which sidebar flag shows each section. */
const SHOWN_BY = {
  hotelName: () => true,
  offers: (sidebar) => sidebar.offers,
  refundable: (sidebar) => sidebar.refundable,
  category: () => true,
  poi: (sidebar) => sidebar.poi,
  price: () => true,
  reviewRating: (sidebar) => sidebar.reviewRating,
  board: (sidebar) => sidebar.board,
  amenity: (sidebar) => sidebar.amenities,
  supplier: (sidebar) => sidebar.suppliers,
  zone: (sidebar) => sidebar.zones,
  destination: (sidebar) => sidebar.destinations,
} as const satisfies Record<HotelFilterSection, (sidebar: HotelFilterSidebar) => boolean>;

const LIST_GROUPS: readonly string[] = ["board", "amenity", "supplier", "zone", "destination"];

/**
 * The checkboxes of a section: the offer toggles, 'Preferentemente reembolsables', or a list filter's rows (core's
 * `hotelFilterOptionRows`), each with its count when the sidebar shows counts.
 *
 * @example hotelFilterChoices("refundable", sidebar, filters, facets)[0].label // { key: "hotel.filterRefundable" }
 */
export const hotelFilterChoices = (
  section: HotelChoiceSection,
  sidebar: HotelFilterSidebar,
  filters: HotelSearchFilters,
  facets: HotelSearchFilterOptions,
): readonly FilterChoice[] => {
  if (section === "offers")
    return hotelOfferFilterRows(facets.offers, filters.offers, sidebar.counts).map((row) => ({
      code: row.key,
      label: { key: row.labelKey },
      count: row.count,
      from: null,
      selected: row.selected,
    }));
  if (section === "refundable")
    return [
      {
        code: "refundable",
        label: { key: "hotel.filterRefundable" },
        count: null,
        from: null,
        selected: filters.requestNonRefundableRates,
      },
    ];
  return hotelFilterOptionRows(hotelFilterFacetList(facets, section), filters[section], sidebar.counts).map((row) => ({
    code: row.code,
    label: { text: row.label },
    count: row.count,
    from: null,
    selected: row.selected,
  }));
};

/**
 * The sections the sidebar draws, in order (spec 001 §2): hotel name, offers, rate type, category, point of interest,
 * price, review rating, board, amenities, suppliers, zones, destinations; those `sidebar` hides are left out, and so is
 * a list filter with no option to tick.
 *
 * @example hotelFilterSections(hotelFilterSidebar({ ...context, priceGo: true }), filters, facets).includes("offers") // false
 */
export const hotelFilterSections = (
  sidebar: HotelFilterSidebar,
  filters: HotelSearchFilters,
  facets: HotelSearchFilterOptions,
): readonly HotelFilterSection[] =>
  (Object.keys(SHOWN_BY) as HotelFilterSection[]).filter(
    (section) =>
      SHOWN_BY[section](sidebar) &&
      (!LIST_GROUPS.includes(section) ||
        hotelFilterChoices(section as HotelFilterListGroup, sidebar, filters, facets).length > 0),
  );

/**
 * The change a ticked (or unticked) checkbox makes: an offer toggles its flag, the rate type asks for non-refundable
 * rates too, a list filter adds or removes its code.
 *
 * @example hotelFilterChoiceChange(filters, "board", "2", true) // { board: [...filters.board, "2"] }
 */
export const hotelFilterChoiceChange = (
  filters: HotelSearchFilters,
  section: HotelChoiceSection,
  code: string,
  checked: boolean,
): HotelFiltersChange => {
  if (section === "offers") return { offers: { ...filters.offers, [code]: checked } };
  if (section === "refundable") return { requestNonRefundableRates: checked };
  return { [section]: listWith(filters[section], code, checked) };
};

/**
 * Whether a checkbox section folds a long list behind 'Ver n opciones más' (core's `hotelFilterOptionsShown`): the
 * list filters do, the three offers and the rate type never grow.
 *
 * @example hotelFilterSectionFolds("amenity") // true
 */
export const hotelFilterSectionFolds = (section: HotelChoiceSection): boolean => LIST_GROUPS.includes(section);
