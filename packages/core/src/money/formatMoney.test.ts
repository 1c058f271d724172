import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../locale/index.js";
import { formatMoney, formatMoneyAmount, MONEY_AMOUNT_UNKNOWN, parseMoney, parseMoneyAmount } from "./formatMoney.js";
import { money } from "./money.js";

const arbLanguage = fc.constantFrom(...LANGUAGES);
const arbMinor = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const arbSymbol = fc.stringMatching(/^[A-Z$€£R]{1,4}$/);

describe("money display", () => {
  it("formats with 2 decimals and the language's separators", () => {
    expect(formatMoneyAmount(123456, "es")).toBe("1.234,56");
    expect(formatMoneyAmount(123456, "pt")).toBe("1.234,56");
    expect(formatMoneyAmount(123456, "en")).toBe("1,234.56");
    expect(formatMoneyAmount(-5, "en")).toBe("-0.05");
    expect(formatMoneyAmount(0, "es")).toBe("0,00");
    expect(formatMoneyAmount(100000000, "es")).toBe("1.000.000,00");
    expect(formatMoney(money(123456, "ARS"), "es", "$")).toBe("$ 1.234,56");
    expect(formatMoney(money(99, "USD"), "en")).toBe("USD 0.99");
  });

  test.prop([arbMinor, arbLanguage], { numRuns: 1000 })("parseMoneyAmount(formatMoneyAmount(x)) = x", (minor, lang) => {
    expect(parseMoneyAmount(formatMoneyAmount(minor, lang), lang)).toEqual(Result.succeed(minor));
  });

  test.prop([arbMinor, arbSymbol, arbLanguage], { numRuns: 1000 })(
    "parseMoney(formatMoney(m)) = m",
    (minor, symbol, lang) => {
      const amount = money(minor, symbol);
      expect(parseMoney(formatMoney(amount, lang), lang)).toEqual(Result.succeed(amount));
      expect(parseMoney(formatMoney(money(minor, "USD"), lang, symbol), lang, () => "USD")).toEqual(
        Result.succeed(money(minor, "USD")),
      );
    },
  );

  test.prop([fc.string({ maxLength: 30 }), arbLanguage], { numRuns: 1000 })(
    "parsing any string never throws",
    (text, lang) => {
      const parsed = parseMoney(text, lang);
      if (Result.isSuccess(parsed)) expect(parseMoney(formatMoney(parsed.success, lang), lang)).toEqual(parsed);
      else expect(parsed.failure).toEqual({ _tag: "MoneyParseError", input: text });
      const amount = parseMoneyAmount(text, lang);
      if (Result.isSuccess(amount)) expect(Number.isSafeInteger(amount.success)).toBe(true);
      else expect(amount.failure._tag).toBe("MoneyParseError");
    },
  );

  it("accepts ungrouped amounts and refuses malformed ones", () => {
    expect(parseMoneyAmount("1234,56", "es")).toEqual(Result.succeed(123456));
    expect(parseMoneyAmount("-0,00", "es")).toEqual(Result.succeed(0));
    for (const bad of ["1,234.56", "12.34,5", "1.23,45", "", "99999999999999999,00"])
      expect(Result.isFailure(parseMoneyAmount(bad, "es"))).toBe(true);
    for (const bad of ["1234,56", " 12,00", "A B 1,00", "$ 1.00"])
      expect(Result.isFailure(parseMoney(bad, "es"))).toBe(true);
  });

  it("prints a float count of minor units as the whole count it rounds to, half away from zero", () => {
    expect(formatMoney(money(19.99 * 100, "USD"), "es", "US$")).toBe("US$ 19,99");
    expect(formatMoney({ minor: 19.99 * 100, currency: "USD" }, "es", "US$")).toBe("US$ 19,99");
    expect(formatMoneyAmount(0.5, "en")).toBe("0.01");
    expect(formatMoneyAmount(-0.5, "en")).toBe("-0.01");
    expect(formatMoneyAmount(1e21, "en")).toBe("10,000,000,000,000,000,000.00");
  });

  it("prints no digits for an amount that is not a finite number", () => {
    expect(formatMoney({ minor: Number.NaN, currency: "USD" }, "es")).toBe(`USD ${MONEY_AMOUNT_UNKNOWN}`);
    expect(formatMoneyAmount(Number.POSITIVE_INFINITY, "en")).toBe(MONEY_AMOUNT_UNKNOWN);
  });

  test.prop([fc.double({ min: -1e15, max: 1e15, noNaN: true }), arbLanguage], { numRuns: 1000 })(
    "any finite count prints as the amount of the whole count money() rounds it to",
    (minor, lang) => {
      const printed = formatMoneyAmount(minor, lang);
      expect(parseMoneyAmount(printed, lang)).toEqual(Result.succeed(money(minor, "USD").minor));
    },
  );
});
