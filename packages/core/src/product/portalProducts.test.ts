import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { MESSAGE_KEYS } from "../locale/catalog.js";
import {
  CIRCUITS_CONFIG_FLAG,
  HOME_BOX_PRODUCTS,
  homeSearchBoxes,
  PORTAL_PRODUCTS,
  portalConfigFlags,
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

describe("homeSearchBoxes", () => {
  const codes = fc.subarray(["air", "htl", "act", "trf", "pkg", ""]);
  const flags = fc.dictionary(fc.oneof(fc.constant(CIRCUITS_CONFIG_FLAG), fc.string({ maxLength: 12 })), fc.boolean());

  test.prop([codes, flags], { numRuns: 1000 })(
    "the five boxes always, transfers with trf, activities with act, circuits when the configuration offers them",
    (products, switches) => {
      const shown = homeSearchBoxes(products, switches).map((entry) => entry.id);
      const expected = [
        ...SEARCH_PRODUCTS.map((entry) => entry.id),
        ...(products.includes("trf") ? ["transfer"] : []),
        ...(products.includes("act") ? ["activity"] : []),
        ...(switches[CIRCUITS_CONFIG_FLAG] === true ? ["circuit"] : []),
      ];
      expect(shown).toEqual(expected);
      // Each shown box keeps the home's order and carries a page code of its own.
      expect(HOME_BOX_PRODUCTS.filter((entry) => shown.includes(entry.id)).map((entry) => entry.id)).toEqual(shown);
      expect(new Set(homeSearchBoxes(products, switches).map((entry) => entry.pageCode)).size).toBe(shown.length);
    },
  );

  test("an anonymous visitor (no record, no switches) sees only the five", () => {
    expect(homeSearchBoxes([], {})).toEqual(SEARCH_PRODUCTS);
  });
});

describe("portalConfigFlags", () => {
  test.prop([fc.dictionary(fc.string(), fc.oneof(fc.boolean(), fc.string(), fc.integer(), fc.constant(null)))], {
    numRuns: 1000,
  })("keeps every boolean field of a configuration as it is, and nothing else", (record) => {
    const flags = portalConfigFlags(record);
    for (const [name, value] of Object.entries(record))
      if (typeof value === "boolean") expect(flags[name]).toBe(value);
      else expect(Object.hasOwn(flags, name)).toBe(false);
  });
});
