import * as Result from "effect/Result";
import type { Language } from "../locale/index.js";
import { MONEY_DECIMALS, type Money, money } from "./money.js";

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

/**
 * Minor units as a grouped amount with 2 decimals in a language; a negative amount starts with `-`.
 *
 * @example formatMoneyAmount(123456, "es") // "1.234,56"
 * @example formatMoneyAmount(-5, "en") // "-0.05"
 */
export const formatMoneyAmount = (minor: number, language: Language): string => {
  const { group, decimal } = MONEY_NUMBER_FORMATS[language];
  const digits = String(Math.abs(minor)).padStart(MONEY_DECIMALS + 1, "0");
  const whole = digits.slice(0, -MONEY_DECIMALS).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${minor < 0 ? "-" : ""}${whole}${decimal}${digits.slice(-MONEY_DECIMALS)}`;
};

/**
 * A price as the portal displays it: the currency symbol (the currency list's `currencySymbol`, else the code),
 * a space, then the amount with 2 decimals.
 *
 * @example formatMoney(money(123456, "ARS"), "es", "$") // "$ 1.234,56"
 * @example formatMoney(money(123456, "USD"), "en") // "USD 1,234.56"
 */
export const formatMoney = (amount: Money, language: Language, symbol: string = amount.currency): string =>
  `${symbol} ${formatMoneyAmount(amount.minor, language)}`;

/** A text that is not an amount (or a display) in the given language. */
export interface MoneyParseError {
  readonly _tag: "MoneyParseError";
  readonly input: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const amountPattern = (language: Language): RegExp => {
  const { group, decimal } = MONEY_NUMBER_FORMATS[language];
  const g = escapeRegExp(group);
  return new RegExp(`^(-?)(\\d{1,3}(?:${g}\\d{3})*|\\d+)${escapeRegExp(decimal)}(\\d{${MONEY_DECIMALS}})$`);
};

/**
 * Reads an amount written by `formatMoneyAmount` (grouping optional) back into minor units; never throws.
 *
 * @example parseMoneyAmount("1.234,56", "es") // Result.succeed(123456)
 */
export const parseMoneyAmount = (text: string, language: Language): Result.Result<number, MoneyParseError> => {
  const match = amountPattern(language).exec(text);
  if (match === null) return Result.fail({ _tag: "MoneyParseError", input: text });
  const [, sign, whole = "", cents = ""] = match;
  const magnitude = Number(whole.split(MONEY_NUMBER_FORMATS[language].group).join("") + cents);
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
  const space = text.lastIndexOf(" ");
  const symbol = text.slice(0, Math.max(space, 0));
  if (space <= 0 || /\s/.test(symbol)) return Result.fail({ _tag: "MoneyParseError", input: text });
  return Result.mapError(
    Result.map(parseMoneyAmount(text.slice(space + 1), language), (minor) => money(minor, currencyOfSymbol(symbol))),
    () => ({ _tag: "MoneyParseError", input: text }) as const,
  );
};
