import type { Language } from "../locale/index.js";
import { formatMoneyAmount } from "./formatMoney.js";
import type { Money } from "./money.js";

/** How a price differs from a reference, ready for the text 'por {currency} {value} más/menos'. */
export interface PriceVariationView {
  /** -1 cheaper, 0 same price, 1 dearer. */
  readonly sign: -1 | 0 | 1;
  /** The price is higher than the reference ('más'). */
  readonly isPositive: boolean;
  /** There is a difference to show at all. */
  readonly isNotZero: boolean;
  /** The absolute difference. */
  readonly difference: Money;
  /** Key of 'por {currency} {value} más' or '… menos'. */
  readonly key: "flight.priceMore" | "flight.priceLess";
  /** Placeholders of the key: the currency code and the absolute amount with 2 decimals. */
  readonly params: { readonly currency: string; readonly value: string };
}

/**
 * The view model of a price variation (a rate against the selected one, a hotel against the package's).
 * The difference is `price - reference` in minor units; the text shows its absolute value.
 *
 * @example priceVariation(money(-1500, "USD"), "es") // { sign: -1, isPositive: false, isNotZero: true, key: "flight.priceLess", params: { currency: "USD", value: "15,00" }, … }
 */
export const priceVariation = (difference: Money, language: Language): PriceVariationView => {
  const sign = difference.minor > 0 ? 1 : difference.minor < 0 ? -1 : 0;
  const absolute = { minor: Math.abs(difference.minor), currency: difference.currency };
  return {
    sign,
    isPositive: sign > 0,
    isNotZero: sign !== 0,
    difference: absolute,
    key: sign < 0 ? "flight.priceLess" : "flight.priceMore",
    params: { currency: difference.currency, value: formatMoneyAmount(absolute.minor, language) },
  };
};
