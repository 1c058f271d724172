import * as Result from "effect/Result";
import { MONEY_DECIMALS, type Money, money } from "./money.js";

/** An API amount that is not a finite decimal, or too large to hold exactly in minor units. */
export interface MoneyDecimalError {
  readonly _tag: "MoneyDecimalError";
  /** The value as received. */
  readonly input: unknown;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Converts an API decimal amount (`1234.565` or `"1234.565"`) into integer minor units.
 *
 * Rounding happens ONCE, here, half away from zero, on the decimal digits as written (the shortest text of a JS
 * number), so `1.005` becomes `101` minor units even though the binary double is slightly below 1.005.
 * Every later sum and product works on integers. Spec 001 §9: "prices shown with 2 decimals".
 *
 * @example moneyFromDecimal(1234.565, "USD") // Result.succeed({ minor: 123457, currency: "USD" })
 * @example moneyFromDecimal("-0.005", "EUR") // Result.succeed({ minor: -1, currency: "EUR" })
 */
export const moneyFromDecimal = (value: number | string, currency: string): Result.Result<Money, MoneyDecimalError> => {
  const fail = Result.fail<MoneyDecimalError>({ _tag: "MoneyDecimalError", input: value });
  if (typeof value === "number" ? !Number.isFinite(value) : typeof value !== "string") return fail;
  if (typeof currency !== "string") return fail;
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (match === null) return fail;
  const [, sign = "", whole = "", fraction = "", exponentText = "0"] = match;
  if (whole === "" && fraction === "") return fail;
  const exponent = Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return fail;
  // Shift the decimal point: all digits, with the point after `whole.length + exponent + MONEY_DECIMALS` of them.
  const digits = whole + fraction;
  const point = whole.length + exponent + MONEY_DECIMALS;
  const kept = point <= 0 ? "" : point >= digits.length ? digits.padEnd(point, "0") : digits.slice(0, point);
  const firstDropped = point < 0 ? "0" : (digits[point] ?? "0");
  const magnitude = Number(kept === "" ? "0" : kept) + (firstDropped >= "5" ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return fail;
  const minor = sign === "-" && magnitude !== 0 ? -magnitude : magnitude;
  return Result.succeed(money(minor, currency));
};

/**
 * Minor units as a decimal number of major units, for payloads that need the API's decimal form.
 *
 * @example moneyToDecimal(money(123457, "USD")) // 1234.57
 */
export const moneyToDecimal = (amount: Money): number => amount.minor / 10 ** MONEY_DECIMALS;
