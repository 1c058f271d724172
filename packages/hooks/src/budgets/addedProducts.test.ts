import { fc, test } from "@fast-check/vitest";
import { ADDED_PRODUCTS_STORAGE_KEY } from "@travesia/core";
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
  )("added products: any stored text reads as ids; recording twice adds an id once", (text, rateId) => {
    const local = memoryStorage();
    local.setItem(ADDED_PRODUCTS_STORAGE_KEY, text);
    const before = readAddedProducts(local);
    for (const id of before) expect(typeof id).toBe("string");
    recordAddedProduct(local, rateId);
    recordAddedProduct(local, rateId);
    const count = (ids: readonly string[]) => ids.filter((id) => id === rateId).length;
    expect(count(readAddedProducts(local))).toBe(Math.max(1, count(before)));
  });
});
