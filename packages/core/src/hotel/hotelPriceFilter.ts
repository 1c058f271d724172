import * as Result from "effect/Result";
import type { HotelRateRange } from "../api/hotelSearchFilterOptions.js";
import type { Language } from "../locale/language.js";
import { MONEY_NUMBER_FORMATS } from "../money/formatMoney.js";
import { MONEY_MINOR_PER_MAJOR } from "../money/money.js";
import { moneyFromDecimal } from "../money/moneyFromDecimal.js";
import type { HotelRateRangeFilter } from "../routes/hotelSearchFilters.js";
import { type PriceRangeFilterValues, validatePriceRangeFilter } from "../validation/priceRangeFilter.js";
import { type ValidationIssue, validationIssue } from "../validation/validationIssue.js";
import { HOTEL_PRICE_RANGE_DEFAULT } from "./hotelFilterSidebar.js";
import type { HotelFiltersChange } from "./hotelFiltersUpdate.js";

/** The price filter's two boxes as text ("" = that end open). */
export interface HotelPriceFilterText {
  readonly minimum: string;
  readonly maximum: string;
}

/**
 * Minor units as the text a price box shows: major units, the language's decimal separator, no grouping, cents only
 * when there are some ("150", "125,50" in es, "125.50" in en). {@link hotelPriceFilterChange} reads it back exactly.
 *
 * @example hotelPriceFilterAmountText(12550, "es") // "125,50"
 * @example hotelPriceFilterAmountText(15000, "en") // "150"
 */
export const hotelPriceFilterAmountText = (minor: number, language: Language): string => {
  const magnitude = Math.abs(Math.trunc(minor));
  const whole = Math.floor(magnitude / MONEY_MINOR_PER_MAJOR);
  const cents = magnitude % MONEY_MINOR_PER_MAJOR;
  const sign = minor < 0 && magnitude !== 0 ? "-" : "";
  const fraction = cents === 0 ? "" : `${MONEY_NUMBER_FORMATS[language].decimal}${String(cents).padStart(2, "0")}`;
  return `${sign}${whole}${fraction}`;
};

/**
 * The boxes' text for a price range state (minor units; spec 001 §3 "rateRange {minimumValue, maximumValue,
 * currencyCode}").
 *
 * @example hotelPriceFilterText({ minimumValue: 5000, maximumValue: null, currencyCode: "USD" }, "es") // { minimum: "50", maximum: "" }
 */
export const hotelPriceFilterText = (range: HotelRateRangeFilter, language: Language): HotelPriceFilterText => ({
  minimum: range.minimumValue === null ? "" : hotelPriceFilterAmountText(range.minimumValue, language),
  maximum: range.maximumValue === null ? "" : hotelPriceFilterAmountText(range.maximumValue, language),
});

/**
 * The currency the price boxes are in: the range's own once one is set (a range typed in another currency keeps
 * naming it), else the page's. Spec 001 §2 "price range from/to (… in the currency code …)".
 *
 * @example hotelPriceFilterCurrency({ minimumValue: 100, maximumValue: null, currencyCode: "EUR" }, "USD") // "EUR"
 */
export const hotelPriceFilterCurrency = (range: HotelRateRangeFilter, currencyCode: string): string =>
  range.minimumValue === null && range.maximumValue === null ? currencyCode : (range.currencyCode ?? currencyCode);

/**
 * The price block's heading: 'Rango de precios (USD)' in the boxes' currency, or 'Rango de precios' while no
 * currency is known (a search that failed before any reply), never an empty '()'.
 *
 * @example hotelPriceFilterLegend("USD") // { key: "hotel.filterPrice", params: { currency: "USD" } }
 * @example hotelPriceFilterLegend("") // { key: "hotel.filterPriceNoCurrency", params: {} }
 */
export const hotelPriceFilterLegend = (
  currency: string,
):
  | { readonly key: "hotel.filterPrice"; readonly params: { readonly currency: string } }
  | { readonly key: "hotel.filterPriceNoCurrency"; readonly params: Record<string, never> } =>
  currency.trim() === ""
    ? { key: "hotel.filterPriceNoCurrency", params: {} }
    : { key: "hotel.filterPrice", params: { currency } };

const toMinor = (value: string | number, currencyCode: string): number | undefined | "invalid" => {
  const text = typeof value === "number" ? value : value.trim().replace(",", ".");
  if (text === "") return undefined;
  const amount = moneyFromDecimal(text, currencyCode);
  return Result.isSuccess(amount) ? amount.success.minor : "invalid";
};

/**
 * Reads the price boxes into a filter change, or every failing box. The rules are core's
 * `validatePriceRangeFilter` (numeric, minimum 0, minimum not above maximum; spec 001 §5 "Price range numeric,
 * minimum 0"); amounts are major units of `currencyCode`, turned into minor units once, rounding half away from zero.
 * Both boxes empty clear the range (and its currency). What the amounts are compared with — the price per night or
 * the whole stay's — is the search reply's `perNight` (core's `applyHotelFilters`, label `priceBasisLabelKey`).
 *
 * @example hotelPriceFilterChange({ minimum: "50", maximum: "120,5" }, "USD")
 * // Result.succeed({ rateRange: { minimumValue: 5000, maximumValue: 12050, currencyCode: "USD" } })
 */
export const hotelPriceFilterChange = (
  values: PriceRangeFilterValues,
  currencyCode: string,
): Result.Result<HotelFiltersChange, ValidationIssue[]> => {
  const issues = validatePriceRangeFilter(values);
  if (issues.length > 0) return Result.fail(issues);
  const minimum = toMinor(values.minimum, currencyCode);
  const maximum = toMinor(values.maximum, currencyCode);
  // Past validation, a box fails only when its amount is too large to hold exactly in minor units.
  if (minimum === "invalid" || maximum === "invalid") {
    const fields = (["minimum", "maximum"] as const).filter(
      (field) => (field === "minimum" ? minimum : maximum) === "invalid",
    );
    return Result.fail(fields.map((field) => validationIssue([field], "forms.priceNotNumber")));
  }
  const open = minimum === undefined && maximum === undefined;
  return Result.succeed({
    rateRange: {
      minimumValue: minimum ?? null,
      maximumValue: maximum ?? null,
      currencyCode: open ? null : currencyCode,
    },
  });
};

/**
 * The hint in each empty box: the reply's price span when it gives one (major units, as the API sends them), else
 * the spec's default 0–1000 (spec 001 §9 "price range default 0-1000").
 *
 * @example hotelPricePlaceholders(undefined, "es") // { minimum: "0", maximum: "1000" }
 */
export const hotelPricePlaceholders = (facet: HotelRateRange | undefined, language: Language): HotelPriceFilterText => {
  const amount = (value: number, fallback: number, round: (x: number) => number) => {
    const minor = moneyFromDecimal(value, facet?.currencyCode ?? "");
    const major =
      Result.isSuccess(minor) && minor.success.minor >= 0 ? minor.success.minor : fallback * MONEY_MINOR_PER_MAJOR;
    return hotelPriceFilterAmountText(round(major / MONEY_MINOR_PER_MAJOR) * MONEY_MINOR_PER_MAJOR, language);
  };
  if (facet === undefined || !(facet.minimumValue <= facet.maximumValue))
    return { minimum: String(HOTEL_PRICE_RANGE_DEFAULT.min), maximum: String(HOTEL_PRICE_RANGE_DEFAULT.max) };
  return {
    minimum: amount(facet.minimumValue, HOTEL_PRICE_RANGE_DEFAULT.min, Math.floor),
    maximum: amount(facet.maximumValue, HOTEL_PRICE_RANGE_DEFAULT.max, Math.ceil),
  };
};
