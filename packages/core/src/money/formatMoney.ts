import * as Result from "effect/Result";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../locale/language.js";
import { MONEY_DECIMALS, type Money, money, roundHalfAwayFromZero } from "./money.js";

/** Separators of a language's numbers. */
export interface MoneyNumberFormat {
  /** Between groups of three integer digits. */
  readonly group: string;
  /** Between the integer part and the 2 decimals. */
  readonly decimal: string;
}

/**
 * Number formatting per language, as data (no `Intl` so every runtime prints the same): `1.234,56` for es and
 * pt, `1,234.56` for en. Spec 001 §9: "prices shown with 2 decimals".
 */
export const MONEY_NUMBER_FORMATS: { readonly [L in Language]: MoneyNumberFormat } = {
  es: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
  pt: { group: ".", decimal: "," },
};

/** What {@link formatMoneyAmount} prints for an amount that is not a finite number: no digits to show. */
export const MONEY_AMOUNT_UNKNOWN = "—";

/** The separators of a language; a language the catalogs do not hold (plain JavaScript callers) reads as es. */
const numberFormatOf = (language: unknown): MoneyNumberFormat =>
  MONEY_NUMBER_FORMATS[isLanguage(language) ? language : DEFAULT_LANGUAGE];

/**
 * Minor units as a grouped amount with 2 decimals in a language; a negative amount starts with `-`.
 *
 * Total for any value: a fractional count is rounded once, half away from zero, as {@link money} does; a count
 * that is not a finite number prints {@link MONEY_AMOUNT_UNKNOWN}; a language other than es, en or pt prints as es.
 *
 * @example formatMoneyAmount(123456, "es") // "1.234,56"
 * @example formatMoneyAmount(-5, "en") // "-0.05"
 * @example formatMoneyAmount(1998.9999999999998, "es") // "19,99"
 */
export const formatMoneyAmount = (minor: number, language: Language): string => {
  const { group, decimal } = numberFormatOf(language);
  if (typeof minor !== "number" || !Number.isFinite(minor)) return MONEY_AMOUNT_UNKNOWN;
  const rounded = roundHalfAwayFromZero(minor);
  // BigInt prints every digit of a whole double; String(1e21) would print an exponent.
  const digits = BigInt(Math.abs(rounded))
    .toString()
    .padStart(MONEY_DECIMALS + 1, "0");
  const whole = digits.slice(0, -MONEY_DECIMALS).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${rounded < 0 ? "-" : ""}${whole}${decimal}${digits.slice(-MONEY_DECIMALS)}`;
};

/**
 * A price as the portal displays it: the currency symbol (the currency list's `currencySymbol`, else the code),
 * a space, then the amount with 2 decimals. Total for any value, as {@link formatMoneyAmount} is.
 *
 * @example formatMoney(money(123456, "ARS"), "es", "$") // "$ 1.234,56"
 * @example formatMoney(money(123456, "USD"), "en") // "USD 1,234.56"
 * @example formatMoney(money(19.99 * 100, "USD"), "es", "US$") // "US$ 19,99"
 */
export const formatMoney = (amount: Money, language: Language, symbol?: string): string => {
  const known = typeof amount === "object" && amount !== null;
  const shown =
    typeof symbol === "string" ? symbol : known && typeof amount.currency === "string" ? amount.currency : "";
  return `${shown} ${formatMoneyAmount(known ? amount.minor : Number.NaN, language)}`;
};

/** A text that is not an amount (or a display) in the given language. */
export interface MoneyParseError {
  readonly _tag: "MoneyParseError";
  readonly input: string;
}

/** A value that is not text, as text for a failure's payload (`String` throws on some objects). */
const inputText = (value: unknown): string =>
  (typeof value === "object" && value !== null) || typeof value === "function" ? typeof value : String(value);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const amountPattern = (language: Language): RegExp => {
  const { group, decimal } = numberFormatOf(language);
  const g = escapeRegExp(group);
  return new RegExp(`^(-?)(\\d{1,3}(?:${g}\\d{3})*|\\d+)${escapeRegExp(decimal)}(\\d{${MONEY_DECIMALS}})$`);
};

/**
 * Reads an amount written by `formatMoneyAmount` (grouping optional) back into minor units; never throws.
 *
 * @example parseMoneyAmount("1.234,56", "es") // Result.succeed(123456)
 */
export const parseMoneyAmount = (text: string, language: Language): Result.Result<number, MoneyParseError> => {
  if (typeof text !== "string") return Result.fail({ _tag: "MoneyParseError", input: inputText(text) });
  const match = amountPattern(language).exec(text);
  if (match === null) return Result.fail({ _tag: "MoneyParseError", input: text });
  const [, sign, whole = "", cents = ""] = match;
  const magnitude = Number(whole.split(numberFormatOf(language).group).join("") + cents);
  if (!Number.isSafeInteger(magnitude)) return Result.fail({ _tag: "MoneyParseError", input: text });
  return Result.succeed(sign === "-" && magnitude !== 0 ? -magnitude : magnitude);
};

/**
 * Reads a display written by `formatMoney` (`symbol amount`) back into its symbol and money; the currency of the
 * result is `currencyOfSymbol(symbol)` (by default the symbol itself, right when the display used the code).
 *
 * @example parseMoney("US$ 1,234.56", "en", (s) => (s === "US$" ? "USD" : s)) // Result.succeed(money(123456, "USD"))
 */
export const parseMoney = (
  text: string,
  language: Language,
  currencyOfSymbol: (symbol: string) => string = (symbol) => symbol,
): Result.Result<Money, MoneyParseError> => {
  if (typeof text !== "string") return Result.fail({ _tag: "MoneyParseError", input: inputText(text) });
  const space = text.lastIndexOf(" ");
  const symbol = text.slice(0, Math.max(space, 0));
  if (space <= 0 || /\s/.test(symbol)) return Result.fail({ _tag: "MoneyParseError", input: text });
  return Result.mapError(
    Result.map(parseMoneyAmount(text.slice(space + 1), language), (minor) => money(minor, currencyOfSymbol(symbol))),
    () => ({ _tag: "MoneyParseError", input: text }) as const,
  );
};
