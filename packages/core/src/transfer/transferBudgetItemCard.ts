import * as Result from "effect/Result";
import type { BudgetItem } from "../api/budget.js";
import { type Money, money } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import { TRANSFER_BUDGET_PRODUCT, transferSearchOfBudgetItem } from "./transferBudgetItem.js";
import {
  TRANSFER_PRICE_BASES,
  TRANSFER_SERVICE_TYPES,
  TRANSFER_VEHICLES,
  type TransferPriceBasis,
  type TransferServiceType,
  type TransferVehicle,
} from "./transferCodes.js";
import type { TransferSearch } from "./transferSearch.js";

/** What a budget's transfer card shows: the search it was added from, the offer's kind, and its price read plainly. */
export interface TransferBudgetItemCard {
  readonly search: TransferSearch;
  /** The offer's service type and vehicle; null for an item added without them. */
  readonly service: { readonly type: TransferServiceType; readonly vehicle: TransferVehicle } | null;
  /**
   * The item's total and what it counts: `unit` times `units` (the vehicles, or every passenger children included).
   * Null when the item has no price, or no `basis` to read it by.
   */
  readonly price: {
    readonly basis: TransferPriceBasis;
    readonly units: number;
    readonly unit: Money;
    readonly total: Money;
  } | null;
}

const oneOf = <const T extends string>(values: readonly T[], text: string | undefined): T | undefined =>
  (values as readonly (string | undefined)[]).includes(text) ? (text as T) : undefined;

/**
 * A budget item's transfer card (core's `transferBudgetParameters` read back), or null for an item that is not a
 * transfer or does not read as one. The unit price is the total divided by the units, in whole minor units (the
 * total was the unit times the units). Never throws.
 *
 * @example transferBudgetItemCard({ id: "1", product: "transfer", parameters: transferBudgetParameters(search, option), occupancy: "2-1:5", price: { amount: 90, currency: "EUR" } })
 * // { search, service: { type: "shared", vehicle: "minibus" }, price: { basis: "person", units: 3, unit: 3000 EUR, total: 9000 EUR } }
 */
export const transferBudgetItemCard = (
  item: Pick<BudgetItem, "product" | "parameters" | "occupancy" | "price">,
): TransferBudgetItemCard | null => {
  if (item.product !== TRANSFER_BUDGET_PRODUCT) return null;
  const parameters = item.parameters ?? {};
  const search = transferSearchOfBudgetItem(parameters, item.occupancy ?? "");
  if (Result.isFailure(search)) return null;
  const type = oneOf(TRANSFER_SERVICE_TYPES, parameters.service);
  const vehicle = oneOf(TRANSFER_VEHICLES, parameters.vehicle);
  const basis = oneOf(TRANSFER_PRICE_BASES, parameters.basis);
  const vehicles = /^[1-9]\d{0,2}$/.test(parameters.vehicles ?? "") ? Number(parameters.vehicles) : 1;
  const { passengers } = search.success;
  const units = basis === "vehicle" ? vehicles : passengers.adults + passengers.children;
  const total = item.price === undefined ? undefined : moneyFromDecimal(item.price.amount, item.price.currency);
  return {
    search: search.success,
    service: type === undefined || vehicle === undefined ? null : { type, vehicle },
    price:
      basis === undefined || total === undefined || Result.isFailure(total) || units < 1
        ? null
        : {
            basis,
            units,
            unit: money(total.success.minor / units, total.success.currency),
            total: total.success,
          },
  };
};
