import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_COUNTS, defaultImageChoice, defaultImageIndex } from "./defaultProductImage.js";

describe("defaultImageIndex", () => {
  it("knows the spec's counts", () => {
    expect(DEFAULT_IMAGE_COUNTS).toEqual({ hotel: 15, activity: 3, transfer: 1 });
  });

  test.prop([fc.constantFrom("hotel", "activity", "transfer"), fc.string()], { numRuns: 1000 })(
    "a product with defaults gets one of them, the same one for the same address",
    (product, src) => {
      const index = defaultImageIndex(product, src);
      expect(Number.isInteger(index)).toBe(true);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(DEFAULT_IMAGE_COUNTS[product] ?? 0);
      expect(defaultImageIndex(product, src)).toBe(index);
    },
  );

  test.prop(
    [
      fc.string().filter((product) => !["hotel", "house", "flightHotel", "activity", "transfer"].includes(product)),
      fc.string(),
    ],
    { numRuns: 1000 },
  )("any other product has none", (product, src) => {
    expect(defaultImageIndex(product, src)).toBeUndefined();
    expect(defaultImageChoice(product, src)).toBeUndefined();
  });

  test.prop([fc.constantFrom("house", "flightHotel"), fc.string()], { numRuns: 1000 })(
    "houses and a package's hotel take the hotel defaults, as a hotel image at the same address would",
    (product, src) => {
      expect(defaultImageChoice(product, src)).toEqual(defaultImageChoice("hotel", src));
      expect(defaultImageChoice(product, src)?.set).toBe("hotel");
    },
  );

  it("spreads the hotel addresses over all 15 defaults", () => {
    const seen = new Set(
      Array.from({ length: 300 }, (_, n) => defaultImageIndex("hotel", `/images/hotels/${n}/1.jpg`)),
    );
    expect(seen.size).toBe(15);
  });
});
