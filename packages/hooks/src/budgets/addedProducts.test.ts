import { fc, test } from "@fast-check/vitest";
import { ADDED_PRODUCTS_STORAGE_KEY, addedProductIdsWith, parseAddedProductIds } from "@travesia/core";
import { describe, expect } from "vitest";
import { memoryStorage } from "../provider/world.js";
import { readAddedProducts, recordAddedProduct } from "./addedProducts.js";

const junk = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

describe("added products in local storage", () => {
  test.prop(
    [
      fc.oneof(
        junk,
        fc.array(fc.constantFrom("a", "b")).map((ids) => JSON.stringify(ids)),
      ),
      fc.constantFrom("a", "b", "c"),
    ],
    {
      numRuns: 1000,
    },
  )(
    "reads and records core's stored list under core's key: an id is recorded once, junk reads as none",
    (text, rateId) => {
      const local = memoryStorage();
      local.setItem(ADDED_PRODUCTS_STORAGE_KEY, text);
      expect(readAddedProducts(local)).toEqual(parseAddedProductIds(text));
      recordAddedProduct(local, rateId);
      recordAddedProduct(local, rateId);
      expect(readAddedProducts(local)).toEqual(addedProductIdsWith(parseAddedProductIds(text), rateId));
    },
  );
});
