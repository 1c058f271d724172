import * as Result from "effect/Result";

/**
 * The number of decimals every price carries. Spec 001 §9: "prices shown with 2 decimals". Every currency the
 * portal shows is therefore held in hundredths (minor units), whatever ISO 4217 says about its exponent.
 */
export const MONEY_DECIMALS = 2;

/** Minor units in one major unit (`10 ** MONEY_DECIMALS`). */
export const MONEY_MINOR_PER_MAJOR = 100;

/**
 * An amount of money: an integer count of minor units (hundredths) and a currency code.
 * DESIGN: "Money is integer minor units with a currency code. Never add or divide floats for prices."
 */
export interface Money {
  /** Integer hundredths of the currency (`123456` is 1,234.56). */
  readonly minor: number;
  /** Currency code as the API sends it (`USD`, `ARS`, `EUR`). */
  readonly currency: string;
}

/** Two amounts in different currencies were combined. */
export interface MoneyCurrencyMismatch {
  readonly _tag: "MoneyCurrencyMismatch";
  readonly left: string;
  readonly right: string;
}

/**
 * Builds a `Money` from minor units. A fractional count (`19.99 * 100` is `1998.9999999999998`) is rounded once,
 * half away from zero ({@link roundHalfAwayFromZero}), so a `Money` built here always holds whole minor units.
 * A count that is not a finite number stays as given; {@link formatMoney} prints it without digits.
 *
 * @example money(123456, "USD") // { minor: 123456, currency: "USD" } — 1,234.56 USD
 * @example money(19.99 * 100, "USD") // { minor: 1999, currency: "USD" }
 */
export const money = (minor: number, currency: string): Money => ({ minor: roundHalfAwayFromZero(minor), currency });

/** Zero in a currency: the neutral start of a sum. */
export const moneyZero = (currency: string): Money => ({ minor: 0, currency });

const sameCurrency = (a: Money, b: Money): Result.Result<string, MoneyCurrencyMismatch> =>
  a.currency === b.currency
    ? Result.succeed(a.currency)
    : Result.fail({ _tag: "MoneyCurrencyMismatch", left: a.currency, right: b.currency });

/**
 * Adds two amounts of the same currency exactly (integer minor units, no rounding).
 *
 * @example moneyAdd(money(150, "USD"), money(275, "USD")) // Result.succeed(money(425, "USD"))
 */
export const moneyAdd = (a: Money, b: Money): Result.Result<Money, MoneyCurrencyMismatch> =>
  Result.map(sameCurrency(a, b), (currency) => money(a.minor + b.minor, currency));

/**
 * Subtracts `b` from `a` (same currency) exactly.
 *
 * @example moneySub(money(1000, "EUR"), money(250, "EUR")) // Result.succeed(money(750, "EUR"))
 */
export const moneySub = (a: Money, b: Money): Result.Result<Money, MoneyCurrencyMismatch> =>
  Result.map(sameCurrency(a, b), (currency) => money(a.minor - b.minor, currency));

/**
 * Sums amounts of one currency; an empty list is zero in `currency`.
 *
 * @example moneySum([money(1, "USD"), money(2, "USD")], "USD") // Result.succeed(money(3, "USD"))
 */
export const moneySum = (amounts: readonly Money[], currency: string): Result.Result<Money, MoneyCurrencyMismatch> => {
  let total = 0;
  for (const amount of amounts) {
    if (amount.currency !== currency)
      return Result.fail({ _tag: "MoneyCurrencyMismatch", left: currency, right: amount.currency });
    total += amount.minor;
  }
  return Result.succeed(money(total, currency));
};

/**
 * Rounds a number to an integer, half away from zero (`2.5 -> 3`, `-2.5 -> -3`). The one rounding rule of money.
 *
 * @example roundHalfAwayFromZero(-0.5) // -1
 */
export const roundHalfAwayFromZero = (value: number): number => {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
};

/**
 * Multiplies an amount by an integer factor (nights, rooms, passengers) exactly. A fractional factor is allowed
 * but the product is then rounded once, half away from zero.
 *
 * @example moneyMultiply(money(12345, "USD"), 3) // money(37035, "USD")
 */
export const moneyMultiply = (amount: Money, factor: number): Money =>
  money(roundHalfAwayFromZero(amount.minor * factor), amount.currency);

/** Whether the amount is exactly zero. */
export const moneyIsZero = (amount: Money): boolean => amount.minor === 0;
