import type { HotelSearchFilters } from "../routes/hotelSearchFilters.js";

/**
 * How many filter groups are set (each offer toggle, category, name, each list, price, review rating, refundable,
 * point of interest): what 'Limpiar Filtros' would undo and what a phone's filter button can show. Sorting, page and
 * view type are not filters (spec 001 §2 filter sidebar; §3 Filters).
 *
 * @example hotelActiveFilterCount({ ...hotelSearchFiltersDefault, board: ["1", "2"], category: { min: 3, max: 5 } }) // 2
 */
export const hotelActiveFilterCount = (filters: HotelSearchFilters): number => {
  const { offers, category, tripadvisor, rateRange } = filters;
  const set = [
    offers.favourite,
    offers.offer,
    offers.recommended,
    category.min > 1 || category.max < 5,
    filters.hotelName !== null && filters.hotelName.trim() !== "",
    filters.zone.length > 0,
    rateRange.minimumValue !== null || rateRange.maximumValue !== null,
    tripadvisor.min > 1 || tripadvisor.max < 5,
    filters.board.length > 0,
    filters.amenity.length > 0,
    filters.chains.length > 0,
    filters.supplier.length > 0,
    filters.destination.length > 0,
    filters.requestNonRefundableRates,
    filters.poi.geo !== null,
  ];
  return set.filter(Boolean).length;
};
