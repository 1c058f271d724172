import * as Result from "effect/Result";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./language.js";

/** Separators of a language's numbers. */
export interface NumberSeparators {
  /** Between groups of three integer digits. */
  readonly group: string;
  /** Between the integer part and the decimals. */
  readonly decimal: string;
}

/**
 * Number separators per language, as data (no `Intl`, so every runtime prints the same): `1.234,5` in es and pt,
 * `1,234.5` in en. Money (`MONEY_NUMBER_FORMATS`) prints with these too.
 */
export const NUMBER_SEPARATORS: { readonly [L in Language]: NumberSeparators } = {
  es: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
  pt: { group: ".", decimal: "," },
};

/** What {@link formatNumber} prints for a value that is not a finite number. */
export const NUMBER_UNKNOWN = "—";

/** Decimals {@link formatNumber} keeps when the caller does not say: a distance's `1.28` km, a score's `4.5`. */
export const NUMBER_DECIMALS_DEFAULT = 2;

/** The separators of a language; one the catalogs do not hold (plain JavaScript callers) reads as es. */
const numberSeparatorsOf = (language: unknown): NumberSeparators =>
  NUMBER_SEPARATORS[isLanguage(language) ? language : DEFAULT_LANGUAGE];

/** Digits of a whole, non-negative count with the language's group separator every three. */
const groupDigits = (digits: string, group: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/**
 * The digits of `|value| * 10^decimals` rounded half away from zero, shifted on the written digits so `1.005` with
 * 2 decimals is 100.5, not 100.49999. A magnitude past 2^53 is already whole: BigInt scales it exactly, and prints
 * every digit where String(1e21) would print an exponent.
 */
const scaledDigits = (magnitude: number, decimals: number): string => {
  if (!Number.isSafeInteger(magnitude) && Number.isInteger(magnitude))
    return (BigInt(magnitude) * 10n ** BigInt(decimals)).toString();
  const written = String(magnitude);
  const scaled = written.includes("e") ? magnitude * 10 ** decimals : Number(`${written}e${decimals}`);
  return BigInt(Math.round(scaled)).toString();
};

/**
 * A number for display in a language (distances, review scores, radii): grouped thousands, the language's decimal
 * separator, at most `maxDecimals` decimals (rounded half away from zero), trailing zeros dropped. A value that is
 * not a finite number prints {@link NUMBER_UNKNOWN}; a language other than es, en or pt prints as es. Never throws.
 *
 * @example formatNumber(1.28, "es") // "1,28"
 * @example formatNumber(1234.5, "en") // "1,234.5"
 * @example formatNumber(0.25, "pt", 1) // "0,3"
 */
export const formatNumber = (
  value: number,
  language: Language,
  maxDecimals: number = NUMBER_DECIMALS_DEFAULT,
): string => {
  const { group, decimal } = numberSeparatorsOf(language);
  if (typeof value !== "number" || !Number.isFinite(value)) return NUMBER_UNKNOWN;
  const decimals = Number.isInteger(maxDecimals) ? Math.min(Math.max(maxDecimals, 0), 20) : NUMBER_DECIMALS_DEFAULT;
  const digits = scaledDigits(Math.abs(value), decimals).padStart(decimals + 1, "0");
  const whole = groupDigits(digits.slice(0, digits.length - decimals), group);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return `${value < 0 && /[1-9]/.test(digits) ? "-" : ""}${whole}${fraction === "" ? "" : decimal + fraction}`;
};

/** A text that is not a number written by {@link formatNumber} in the given language. */
export interface NumberParseError {
  readonly _tag: "NumberParseError";
  readonly input: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Reads a number written by {@link formatNumber} (grouping optional) in a language; never throws.
 *
 * @example parseNumber("1.234,5", "es") // Result.succeed(1234.5)
 */
export const parseNumber = (text: string, language: Language): Result.Result<number, NumberParseError> => {
  if (typeof text !== "string") return Result.fail({ _tag: "NumberParseError", input: typeof text });
  const { group, decimal } = numberSeparatorsOf(language);
  const pattern = new RegExp(
    `^(-?)(\\d{1,3}(?:${escapeRegExp(group)}\\d{3})*|\\d+)(?:${escapeRegExp(decimal)}(\\d+))?$`,
  );
  const match = pattern.exec(text);
  if (match === null) return Result.fail({ _tag: "NumberParseError", input: text });
  const [, sign = "", whole = "", fraction = ""] = match;
  const value = Number(`${sign}${whole.split(group).join("")}.${fraction}0`);
  return Number.isFinite(value)
    ? Result.succeed(value === 0 ? 0 : value)
    : Result.fail({ _tag: "NumberParseError", input: text });
};
