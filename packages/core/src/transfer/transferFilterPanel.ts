import * as Result from "effect/Result";
import { moneyFromDecimal, moneyToDecimal } from "../money/moneyFromDecimal.js";
import { PRICE_FILTER_MINIMUM, priceFilterNumber, validatePriceRangeFilter } from "../validation/priceRangeFilter.js";
import type { ValidationIssue } from "../validation/validationIssue.js";
import type { TransferServiceType, TransferVehicle } from "./transferCodes.js";
import type { TransferFilterCounts, TransferFilters } from "./transferFilters.js";
import type { TransferMessageKey } from "./transferMessages.js";

/** A choice filter of the transfer panel. */
export type TransferChoiceFacet = "serviceTypes" | "vehicles" | "minLuggage" | "suppliers";

/**
 * One choice of the transfer panel: its code, its label (a key of the transfer pages' texts with its count, or a
 * supplier's name as written), how many offers it shows, and whether it is chosen.
 */
export interface TransferFilterChoice {
  readonly code: string;
  readonly label:
    | { readonly key: TransferMessageKey; readonly params?: Readonly<Record<string, number>> }
    | { readonly text: string };
  /** Offers this choice shows; null where no count is shown ('any'). */
  readonly count: number | null;
  readonly selected: boolean;
}

/** One section of the transfer panel: its filter, its title, checkboxes or radios, and its choices with counts. */
export interface TransferFilterSection {
  readonly facet: TransferChoiceFacet;
  readonly titleKey: TransferMessageKey;
  readonly type: "checkbox" | "radio";
  readonly choices: readonly TransferFilterChoice[];
}

const SERVICE_KEYS: Readonly<Record<TransferServiceType, TransferMessageKey>> = {
  shared: "transfer.typeShared",
  private: "transfer.typePrivate",
  shuttle: "transfer.typeShuttle",
};

const VEHICLE_KEYS: Readonly<Record<TransferVehicle, TransferMessageKey>> = {
  sedan: "transfer.vehicleSedan",
  minivan: "transfer.vehicleMinivan",
  van: "transfer.vehicleVan",
  minibus: "transfer.vehicleMinibus",
  bus: "transfer.vehicleBus",
};

/** The catalog key of a service type's name. */
export const transferServiceKey = (type: TransferServiceType): TransferMessageKey => SERVICE_KEYS[type];

/** The catalog key of a vehicle type's name. */
export const transferVehicleKey = (vehicle: TransferVehicle): TransferMessageKey => VEHICLE_KEYS[vehicle];

const choice = (
  code: string,
  label: TransferFilterChoice["label"],
  count: number | null,
  selected: boolean,
): TransferFilterChoice => ({ code, label, count, selected });

/**
 * The transfer panel's choice sections, in order: service type, vehicle, luggage included (radios: any, or at least
 * each allowance offered) and supplier, each choice with core's count (`transferFilterCounts`), labelled in the
 * transfer pages' texts (`translateTransfer`). A section with nothing to choose is left out.
 *
 * @example transferFilterSections(counts, filters)[0] // { facet: "serviceTypes", type: "checkbox", choices: [{ code: "shared", count: 4, … }, …] }
 */
export const transferFilterSections = (
  counts: TransferFilterCounts,
  filters: TransferFilters,
): readonly TransferFilterSection[] => {
  const sections: TransferFilterSection[] = [
    {
      facet: "serviceTypes",
      titleKey: "transfer.filterType",
      type: "checkbox",
      choices: counts.serviceTypes.map(({ value, count }) =>
        choice(value, { key: SERVICE_KEYS[value] }, count, filters.serviceTypes.includes(value)),
      ),
    },
    {
      facet: "vehicles",
      titleKey: "transfer.filterVehicle",
      type: "checkbox",
      choices: counts.vehicles.map(({ value, count }) =>
        choice(value, { key: VEHICLE_KEYS[value] }, count, filters.vehicles.includes(value)),
      ),
    },
    {
      facet: "minLuggage",
      titleKey: "transfer.filterLuggage",
      type: "radio",
      choices:
        counts.luggage.length < 2
          ? []
          : [
              choice("", { key: "transfer.filterLuggageAny" }, null, filters.minLuggage === null),
              ...counts.luggage.map(({ value, count }) =>
                choice(
                  String(value),
                  { key: "transfer.filterLuggageAtLeast", params: { count: value } },
                  count,
                  filters.minLuggage === value,
                ),
              ),
            ],
    },
    {
      facet: "suppliers",
      titleKey: "transfer.filterSupplier",
      type: "checkbox",
      choices: counts.suppliers.map(({ value, count }) =>
        choice(value, { text: value }, count, filters.suppliers.includes(value)),
      ),
    },
  ];
  return sections.filter((section) => section.choices.length > 0);
};

/**
 * The filters after a choice is ticked or unticked: a checkbox adds or removes its value; a luggage radio sets the
 * minimum (its empty code: any).
 *
 * @example transferFiltersToggled(TRANSFER_FILTERS_NONE, "serviceTypes", "private", true).serviceTypes // ["private"]
 */
export const transferFiltersToggled = (
  filters: TransferFilters,
  facet: TransferChoiceFacet,
  code: string,
  checked: boolean,
): Partial<TransferFilters> => {
  if (facet === "minLuggage") return { minLuggage: code === "" || !checked ? null : Number(code) };
  const current = filters[facet] as readonly string[];
  const next = checked
    ? [...current.filter((value) => value !== code), code]
    : current.filter((value) => value !== code);
  return { [facet]: next } as Partial<TransferFilters>;
};

/**
 * The price boxes' applied bounds: the typed minimum and maximum (major units, "" = open) as minor units in
 * `currency`, or every failing box (core's `validatePriceRangeFilter`).
 *
 * @example applyTransferPriceRange({ minimum: "50", maximum: "" }, "USD") // Success({ priceMin: 5000, priceMax: null })
 */
export const applyTransferPriceRange = (
  texts: { readonly minimum: string; readonly maximum: string },
  currency: string,
): Result.Result<Pick<TransferFilters, "priceMin" | "priceMax">, readonly ValidationIssue[]> => {
  const issues = validatePriceRangeFilter(texts);
  if (issues.length > 0) return Result.fail(issues);
  const minor = (text: string): number | null => {
    const value = priceFilterNumber(text);
    if (value === undefined || Number.isNaN(value) || value < PRICE_FILTER_MINIMUM) return null;
    const amount = moneyFromDecimal(value, currency);
    return Result.isSuccess(amount) ? amount.success.minor : null;
  };
  return Result.succeed({ priceMin: minor(texts.minimum), priceMax: minor(texts.maximum) });
};

/** A bound in minor units as the price box shows it (`"85.50"`; "" for none). */
export const transferPriceBoundText = (minor: number | null, currency: string): string =>
  minor === null ? "" : moneyToDecimal({ minor, currency }).toFixed(2);
