import * as Result from "effect/Result";
import type { BudgetExchangeRate } from "../../api/budget.js";
import { type Money, money } from "../../money/money.js";

/**
 * A named conversion between two currencies: one `from` is worth `rate` of `to`, by the source `name`. A total that
 * mixes currencies says which of these it used, so an agent can tell the customer where each figure came from.
 */
export type CurrencyConversion = BudgetExchangeRate;

/** An amount could not be converted: no conversion between these currencies was given. */
export interface CurrencyConversionMissing {
  readonly _tag: "CurrencyConversionMissing";
  readonly from: string;
  readonly to: string;
}

/** An amount in the target currency and the conversion that produced it (`null` when it was already there). */
export interface ConvertedMoney {
  readonly amount: Money;
  readonly conversion: CurrencyConversion | null;
}

/**
 * Converts an amount into `currency` with the first of `conversions` that goes from its currency to that one,
 * multiplying the minor units by the rate and rounding once, half away from zero. Never guesses a rate: a usable
 * conversion (positive, finite) must be listed, or the failure names the pair. Reverse rates are not inferred.
 *
 * @example convertMoney(money(10000, "EUR"), "USD", [{ from: "EUR", to: "USD", rate: 1.1, name: "Oficina" }])
 * // Result.succeed({ amount: money(11000, "USD"), conversion: { from: "EUR", … } })
 */
export const convertMoney = (
  amount: Money,
  currency: string,
  conversions: readonly CurrencyConversion[],
): Result.Result<ConvertedMoney, CurrencyConversionMissing> => {
  if (amount.currency === currency) return Result.succeed({ amount, conversion: null });
  const conversion = conversions.find(
    (candidate) =>
      candidate.from === amount.currency &&
      candidate.to === currency &&
      Number.isFinite(candidate.rate) &&
      candidate.rate > 0,
  );
  if (conversion === undefined)
    return Result.fail({ _tag: "CurrencyConversionMissing", from: amount.currency, to: currency });
  return Result.succeed({ amount: money(amount.minor * conversion.rate, currency), conversion });
};
