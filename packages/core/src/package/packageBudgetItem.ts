import type { BudgetAddProductRequest } from "../api/budget.js";
import type { PackageCombination, PackageSearchEcho } from "../api/packageSearchReply.js";
import { FLIGHT_RATE_SEPARATOR } from "../flight/flightLegSelection.js";
import { textOf } from "../internal/outsideInput.js";

/**
 * A chosen package as the one budget product it becomes (spec 002 §1 "select solutions, and add them to a budget";
 * spec 000 §3 "Add-product payload: product, rateId, budgetId, parameters, occupancy, optional destinationId").
 */

/** The add-product `product` of a flight-plus-hotel package (the allowed-product code it needs is air). */
export const PACKAGE_BUDGET_PRODUCT = "flightHotel";

/** A package's rate parts: the flights of each leg and the hotel rate. */
export interface PackageRateParts {
  readonly outbound: string;
  readonly return: string | null;
  /** The hotel rate's `tripProductID`. */
  readonly hotelRate: string;
}

/**
 * The package's `rateId`: the flights' booking rate string (core's `FLIGHT_RATE_SEPARATOR`, outbound then return)
 * followed by the hotel rate, `{outbound}[,{return}],{hotelRate}`. Ids hold no ','. Not shown by the spec: core's.
 *
 * @example formatPackageRateId({ outbound: "F-a", return: "F-b", hotelRate: "H-1" }) // "F-a,F-b,H-1"
 */
export const formatPackageRateId = (parts: PackageRateParts): string =>
  [parts.outbound, ...(parts.return === null ? [] : [parts.return]), parts.hotelRate].join(FLIGHT_RATE_SEPARATOR);

/**
 * Reads a package `rateId` back; null when it has not 2 or 3 non-empty parts. Never throws.
 *
 * @example parsePackageRateId("F-a,H-1") // { outbound: "F-a", return: null, hotelRate: "H-1" }
 */
export const parsePackageRateId = (rateId: string): PackageRateParts | null => {
  const parts = textOf(rateId)?.split(FLIGHT_RATE_SEPARATOR) ?? [];
  if (parts.some((part) => part === "")) return null;
  const [outbound, middle, last] = parts;
  if (outbound === undefined || middle === undefined || parts.length > 3) return null;
  return last === undefined
    ? { outbound, return: null, hotelRate: middle }
    : { outbound, return: middle, hotelRate: last };
};

/** The add-product payload of a package, without the budget id (the shared add-to-budget hook finds it). */
export type PackageBudgetItem = Omit<BudgetAddProductRequest, "budgetId">;

/**
 * The one budget product of a chosen package: product `flightHotel`, the rate id above, the search's rooms as
 * occupancy, the destination id, and as parameters the hotel and its stay (`YYYY-MM-DD`) and the flight dates.
 *
 * @example packageBudgetItem(reply.search, choice, "CUN").rateId // "F-a,F-b,H-1"
 */
export const packageBudgetItem = (
  search: PackageSearchEcho,
  choice: PackageCombination,
  searchDestinationId?: string,
): PackageBudgetItem => ({
  product: PACKAGE_BUDGET_PRODUCT,
  rateId: formatPackageRateId({ outbound: choice.outbound, return: choice.return, hotelRate: choice.rateId }),
  occupancy: search.rooms,
  destinationId: searchDestinationId ?? search.destination.id,
  parameters: {
    hotelDetailId: choice.hotelDetailId,
    hotelCityId: search.hotelStay.city.id,
    hotelCheckIn: search.hotelStay.checkIn,
    hotelCheckOut: search.hotelStay.checkOut,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
  },
});
