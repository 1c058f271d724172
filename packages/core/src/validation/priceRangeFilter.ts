import { type ValidationIssue, validationIssue } from "./validationIssue.js";

/** Spec 001 §9 "price minimum 0"; spec 002 §5 "Price min and max: numeric, minimum 0". */
export const PRICE_FILTER_MINIMUM = 0;

/** The two inputs of a price-range filter as typed ("" leaves that end open), or numbers from a slider. */
export interface PriceRangeFilterValues {
  readonly minimum: string | number;
  readonly maximum: string | number;
}

const NUMBER_PATTERN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A typed price as a number: digits with an optional decimal point or comma. Undefined for "" (open end), NaN for
 * anything that is not a number.
 *
 * @example priceFilterNumber("12,5") // 12.5
 */
export const priceFilterNumber = (value: string | number): number | undefined => {
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
  const text = value.trim();
  if (text === "") return undefined;
  return NUMBER_PATTERN.test(text) ? Number(text.replace(",", ".")) : Number.NaN;
};

/**
 * Every failing end of a price-range filter: 'forms.priceNotNumber' when not numeric, 'forms.priceBelowMinimum' below
 * 0 (spec 001 §5 "Price range numeric, minimum 0"; spec 002 §5), and, beyond the spec, 'forms.priceRangeInverted' on
 * the maximum when both are given and the minimum is larger.
 *
 * @example validatePriceRangeFilter({ minimum: "-1", maximum: "abc" })
 * // [{ path: ["minimum"], key: "forms.priceBelowMinimum", params: { min: 0 } }, { path: ["maximum"], key: "forms.priceNotNumber" }]
 */
export const validatePriceRangeFilter = (values: PriceRangeFilterValues): ValidationIssue[] => {
  const issues: ValidationIssue[] = [];
  const ends = (["minimum", "maximum"] as const).map((field) => {
    const value = priceFilterNumber(values[field]);
    if (value === undefined) return undefined;
    if (Number.isNaN(value)) issues.push(validationIssue([field], "forms.priceNotNumber"));
    else if (value < PRICE_FILTER_MINIMUM) {
      issues.push(validationIssue([field], "forms.priceBelowMinimum", { min: PRICE_FILTER_MINIMUM }));
    } else return value;
    return undefined;
  });
  const [minimum, maximum] = ends;
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
    issues.push(validationIssue(["maximum"], "forms.priceRangeInverted"));
  }
  return issues;
};
