import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  buildCheckoutHotelUrl,
  buildCheckoutUrl,
  parseCheckoutHotelUrl,
  parseCheckoutUrl,
} from "./checkoutHotelUrl.js";

describe("checkout hotel URL", () => {
  it("reads the demo quote's next URLs", () => {
    expect(parseCheckoutHotelUrl("/checkout/hotel/H1350769-20270112-3-2x0-2")).toEqual(
      Result.succeed({ tripProductId: "H1350769-20270112-3-2x0-2", alternative: false }),
    );
    expect(parseCheckoutHotelUrl("http://127.0.0.1:4400/checkout/hotel/H1%2F2?alternative=true")).toEqual(
      Result.succeed({ tripProductId: "H1/2", alternative: true }),
    );
    expect(Result.isFailure(parseCheckoutHotelUrl("/checkout/house/V1"))).toBe(true);
  });

  test.prop([fc.string({ minLength: 1 }), fc.boolean()], { numRuns: 1000 })(
    "parse(build(x)) = x for any id",
    (tripProductId, alternative) => {
      expect(parseCheckoutHotelUrl(buildCheckoutHotelUrl({ tripProductId, alternative }))).toEqual(
        Result.succeed({ tripProductId, alternative }),
      );
    },
  );

  test.prop([fc.string()], { numRuns: 1000 })("reading any text never throws", (text) => {
    expect(() => parseCheckoutHotelUrl(text)).not.toThrow();
  });
});

describe("checkout URL of a hotel or a house", () => {
  it("reads the house quote's next URL and still reads a hotel's", () => {
    expect(parseCheckoutUrl("/checkout/house/V1000001-20270112-7-2")).toEqual(
      Result.succeed({ product: "house", tripProductId: "V1000001-20270112-7-2", alternative: false }),
    );
    expect(parseCheckoutUrl("http://127.0.0.1:4400/checkout/hotel/H1%2F2?alternative=true")).toEqual(
      Result.succeed({ product: "hotel", tripProductId: "H1/2", alternative: true }),
    );
    expect(buildCheckoutUrl({ product: "house", tripProductId: "V1-20270112-7-2", alternative: true })).toBe(
      "/checkout/house/V1-20270112-7-2?alternative=true",
    );
  });

  it("anything else is a failure that names the path", () => {
    for (const text of ["/checkout/flight/F1", "/checkout/house", "/checkout/house/V1/x", "checkout/house/V1"]) {
      const parsed = parseCheckoutUrl(text);
      expect(Result.isFailure(parsed) && parsed.failure.field).toBe("path");
    }
  });

  test.prop([fc.constantFrom("hotel" as const, "house" as const), fc.string({ minLength: 1 }), fc.boolean()], {
    numRuns: 1000,
  })("parse(build(x)) = x for either product and any id", (product, tripProductId, alternative) => {
    expect(parseCheckoutUrl(buildCheckoutUrl({ product, tripProductId, alternative }))).toEqual(
      Result.succeed({ product, tripProductId, alternative }),
    );
  });

  test.prop([fc.string()], { numRuns: 1000 })("reading any text never throws", (text) => {
    expect(() => parseCheckoutUrl(text)).not.toThrow();
  });
});
