import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { addedProductIdsWith, formatAddedProductIds, parseAddedProductIds } from "./addedProductIds.js";

const junk = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

describe("added product ids in local storage", () => {
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
  )("any stored text reads as ids; recording twice adds an id once", (text, rateId) => {
    const before = parseAddedProductIds(text);
    for (const id of before) expect(typeof id).toBe("string");
    const after = parseAddedProductIds(
      formatAddedProductIds(addedProductIdsWith(addedProductIdsWith(before, rateId), rateId)),
    );
    const count = (ids: readonly string[]) => ids.filter((id) => id === rateId).length;
    expect(count(after)).toBe(Math.max(1, count(before)));
  });

  test.prop([fc.array(fc.string())], { numRuns: 1000 })("parse(format(ids)) = ids", (ids) => {
    expect(parseAddedProductIds(formatAddedProductIds(ids))).toEqual(ids);
  });

  it("nothing stored is no ids", () => {
    expect(parseAddedProductIds(null)).toEqual([]);
    expect(parseAddedProductIds('{"a":1}')).toEqual([]);
  });
});
