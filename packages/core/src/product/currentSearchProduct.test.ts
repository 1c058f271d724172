import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { currentSearchProduct } from "./currentSearchProduct.js";
import { SEARCH_PRODUCTS } from "./portalProducts.js";

describe("currentSearchProduct", () => {
  test.prop([fc.constantFrom(...SEARCH_PRODUCTS)], { numRuns: 100 })(
    "on home, the product whose page code is the hash",
    (entry) => {
      expect(currentSearchProduct("/", `#${entry.pageCode}`)).toBe(entry.id);
    },
  );

  test.prop([fc.string(), fc.string()], { numRuns: 1000 })(
    "at most one product, and only on home with a product's hash",
    (pathname, hash) => {
      const current = currentSearchProduct(pathname, hash);
      const matching = SEARCH_PRODUCTS.filter((entry) => pathname === "/" && hash === `#${entry.pageCode}`);
      expect(current).toBe(matching[0]?.id);
    },
  );
});
