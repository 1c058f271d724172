import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { MESSAGE_KEYS } from "../locale/catalog.js";
import {
  PORTAL_PRODUCTS,
  productLabelKey,
  SEARCH_PRODUCTS,
  searchProductEntry,
  searchProductOfHash,
} from "./portalProducts.js";

describe("portalProducts", () => {
  test("every product names a catalog key, and each id and page code is used once", () => {
    for (const entry of PORTAL_PRODUCTS) expect(MESSAGE_KEYS).toContain(entry.labelKey);
    expect(new Set(PORTAL_PRODUCTS.map((entry) => entry.id)).size).toBe(PORTAL_PRODUCTS.length);
    expect(new Set(SEARCH_PRODUCTS.map((entry) => entry.pageCode)).size).toBe(SEARCH_PRODUCTS.length);
  });

  test("the five search boxes come in the header's order", () => {
    expect(SEARCH_PRODUCTS.map((entry) => entry.id)).toEqual(["hotel", "house", "flight", "flightHotel", "bundle"]);
  });

  test("a hash reads back the product whose page code it carries", () => {
    for (const entry of SEARCH_PRODUCTS) {
      expect(searchProductOfHash(`#${entry.pageCode}`)).toBe(entry.id);
      expect(searchProductEntry(entry.id)).toBe(entry);
    }
  });

  test.prop([fc.string()], { numRuns: 1000 })(
    "an unknown hash names no product, an unknown id falls back to hotels",
    (text) => {
      const known = SEARCH_PRODUCTS.find((entry) => `#${entry.pageCode}` === text || entry.id === text);
      fc.pre(known === undefined && PORTAL_PRODUCTS.every((entry) => entry.id !== text));
      expect(searchProductOfHash(text)).toBeUndefined();
      expect(searchProductEntry(text).id).toBe("hotel");
      expect(productLabelKey(text)).toBeUndefined();
    },
  );
});
