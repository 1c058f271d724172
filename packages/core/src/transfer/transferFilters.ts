import type { TransferOption } from "../api/transferSearchReply.js";
import type { Room } from "../occupancy/occupancy.js";
import {
  TRANSFER_SERVICE_TYPES,
  TRANSFER_VEHICLES,
  type TransferServiceType,
  type TransferVehicle,
} from "./transferCodes.js";
import { transferTotal } from "./transferPrice.js";

/**
 * The filters of a transfer results page. An empty list, or `null`, filters nothing; a list keeps offers matching
 * any of its values.
 */
export interface TransferFilters {
  readonly serviceTypes: readonly TransferServiceType[];
  readonly vehicles: readonly TransferVehicle[];
  readonly suppliers: readonly string[];
  /** Offers that take at least this many pieces of luggage. */
  readonly minLuggage: number | null;
  /** The total price's bounds, minor units (see `transferTotal`). */
  readonly priceMin: number | null;
  readonly priceMax: number | null;
}

/** No filter. */
export const TRANSFER_FILTERS_NONE: TransferFilters = {
  serviceTypes: [],
  vehicles: [],
  suppliers: [],
  minLuggage: null,
  priceMin: null,
  priceMax: null,
};

/** The sorts of a transfer list: total price ascending (the default) or descending, or the shortest ride first. */
export const TRANSFER_SORTS = ["price", "priceDesc", "duration"] as const;
export type TransferSort = (typeof TRANSFER_SORTS)[number];

type Facet = "serviceTypes" | "vehicles" | "suppliers" | "minLuggage" | "price";

const keeps = (option: TransferOption, filters: TransferFilters, party: Room, except: Facet | null): boolean => {
  const total = transferTotal(option, party).minor;
  return (
    (except === "serviceTypes" ||
      filters.serviceTypes.length === 0 ||
      filters.serviceTypes.includes(option.serviceType)) &&
    (except === "vehicles" || filters.vehicles.length === 0 || filters.vehicles.includes(option.vehicle)) &&
    (except === "suppliers" || filters.suppliers.length === 0 || filters.suppliers.includes(option.supplier)) &&
    (except === "minLuggage" || filters.minLuggage === null || option.luggage >= filters.minLuggage) &&
    (except === "price" || filters.priceMin === null || total >= filters.priceMin) &&
    (except === "price" || filters.priceMax === null || total <= filters.priceMax)
  );
};

/**
 * The offers every filter keeps, in the sort's order (ties keep the reply's order).
 *
 * @example filterTransferOptions(options, { ...TRANSFER_FILTERS_NONE, serviceTypes: ["private"] }, "price", party)
 */
export const filterTransferOptions = (
  options: readonly TransferOption[],
  filters: TransferFilters,
  sort: TransferSort,
  party: Room,
): readonly TransferOption[] => {
  const kept = options.filter((option) => keeps(option, filters, party, null));
  const key = (option: TransferOption): number =>
    sort === "duration" ? option.durationMinutes : transferTotal(option, party).minor * (sort === "priceDesc" ? -1 : 1);
  return kept
    .map((option, index) => ({ option, index, key: key(option) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map((entry) => entry.option);
};

/** One value of a choice filter: how many offers it would show with every other filter as it is. */
export interface TransferFilterCount<T> {
  readonly value: T;
  readonly count: number;
}

/** The filter panel's facts: each choice's values with their counts, the luggage steps, and the price range. */
export interface TransferFilterCounts {
  readonly serviceTypes: readonly TransferFilterCount<TransferServiceType>[];
  readonly vehicles: readonly TransferFilterCount<TransferVehicle>[];
  readonly suppliers: readonly TransferFilterCount<string>[];
  /** Each luggage allowance offered, smallest first, with the offers taking at least that many pieces. */
  readonly luggage: readonly TransferFilterCount<number>[];
  /** The lowest and highest total of all offers (minor units), or null when there is none. */
  readonly price: { readonly min: number; readonly max: number } | null;
}

/**
 * What each filter value would show: for a value of one filter, the offers that every other filter keeps and that
 * value matches (so a chosen value's count is what the list shows, and another value's count is what choosing it
 * as well would add). Values come in a fixed order (the codes' order, suppliers by name); a value no offer has is
 * left out unless it is chosen.
 *
 * @example transferFilterCounts(options, TRANSFER_FILTERS_NONE, party).serviceTypes // [{ value: "shared", count: 4 }, …]
 */
export const transferFilterCounts = (
  options: readonly TransferOption[],
  filters: TransferFilters,
  party: Room,
): TransferFilterCounts => {
  const without = (facet: Facet) => options.filter((option) => keeps(option, filters, party, facet));
  const choice = <T>(facet: Facet, values: readonly T[], chosen: readonly T[], read: (option: TransferOption) => T) => {
    const pool = without(facet);
    return values
      .map((value) => ({ value, count: pool.filter((option) => read(option) === value).length }))
      .filter((entry) => entry.count > 0 || chosen.includes(entry.value));
  };
  const suppliers = [...new Set([...options.map((option) => option.supplier), ...filters.suppliers])].sort();
  const luggagePool = without("minLuggage");
  const steps = [
    ...new Set([
      ...options.map((option) => option.luggage),
      ...(filters.minLuggage === null ? [] : [filters.minLuggage]),
    ]),
  ].sort((a, b) => a - b);
  const totals = options.map((option) => transferTotal(option, party).minor);
  return {
    serviceTypes: choice("serviceTypes", TRANSFER_SERVICE_TYPES, filters.serviceTypes, (option) => option.serviceType),
    vehicles: choice("vehicles", TRANSFER_VEHICLES, filters.vehicles, (option) => option.vehicle),
    suppliers: choice("suppliers", suppliers, filters.suppliers, (option) => option.supplier),
    luggage: steps.map((value) => ({ value, count: luggagePool.filter((option) => option.luggage >= value).length })),
    price: totals.length === 0 ? null : { min: Math.min(...totals), max: Math.max(...totals) },
  };
};
