import { fc, test } from "@fast-check/vitest";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { selectedCurrency } from "../currency/selectedCurrency.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { Currency, CurrencyListReply, CurrencySessionReply } from "./currency.js";
import { decodeWith } from "./decode.js";

const decodeList = decodeWith(CurrencyListReply);

describe("currency list reply", () => {
  test.prop([fc.array(arbFromSchema(Currency), { maxLength: 8 }), fc.boolean()], { numRuns: 1000 })(
    "generated replies decode, and encode then decode is lossless",
    (results, done) => {
      const reply = { done, results };
      const decoded = decodeList(reply);
      expect(decoded).toEqual(Result.succeed(reply));
      expect(decodeList(Schema.encodeSync(CurrencyListReply)(reply))).toEqual(Result.succeed(reply));
    },
  );

  test.prop([fc.anything()], { numRuns: 1000 })("junk is a DecodeError, never a throw", (junk) => {
    const decoded = decodeList(junk);
    if (Result.isFailure(decoded)) expect(decoded.failure._tag).toBe("DecodeError");
  });

  it("names the path of the bad field", () => {
    const decoded = decodeList({
      done: true,
      results: [{ id: 3, currencySymbol: "$", name: "x", defaultCurrency: false }],
    });
    expect(Result.isFailure(decoded) && decoded.failure.path).toEqual(["results", 0, "id"]);
    expect(Result.isFailure(decoded) && decoded.failure.message).toContain("id");
  });

  it("reads the session currency, null included", () => {
    expect(decodeWith(CurrencySessionReply)({ done: true, user_currency: null })).toEqual(
      Result.succeed({ done: true, user_currency: null }),
    );
  });
});

describe("selectedCurrency", () => {
  const usd = { id: "USD", currencySymbol: "US$", name: "Dólar", defaultCurrency: true };
  const eur = { id: "EUR", currencySymbol: "€", name: "Euro", defaultCurrency: false };
  it("prefers the session, then the default, then the first", () => {
    expect(selectedCurrency([usd, eur], "EUR")).toBe(eur);
    expect(selectedCurrency([eur, usd], null)).toBe(usd);
    expect(selectedCurrency([eur], "XXX")).toBe(eur);
    expect(selectedCurrency([], "EUR")).toBeUndefined();
  });
});
