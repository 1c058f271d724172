import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { buildCheckoutHotelUrl, parseCheckoutHotelUrl } from "./checkoutHotelUrl.js";

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
