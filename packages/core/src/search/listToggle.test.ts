import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { listToggle, listWith } from "./listToggle.js";

const item = fc.integer({ min: 0, max: 6 });
const uniqueList = fc.uniqueArray(item, { maxLength: 7 });

describe("listWith", () => {
  test.prop([uniqueList, item, fc.boolean()], { numRuns: 1000 })(
    "holds the item exactly when asked, once, and keeps every other item in its order",
    (list, value, included) => {
      const next = listWith(list, value, included);
      expect(next.includes(value)).toBe(included);
      expect(new Set(next).size).toBe(next.length);
      expect(next.filter((known) => known !== value)).toEqual(list.filter((known) => known !== value));
      if (included && !list.includes(value)) expect(next.at(-1)).toBe(value);
    },
  );
  test.prop([uniqueList, item, fc.boolean()], { numRuns: 1000 })(
    "asking twice changes nothing more",
    (list, value, on) => {
      expect(listWith(listWith(list, value, on), value, on)).toEqual(listWith(list, value, on));
    },
  );
});

describe("listToggle", () => {
  test.prop([uniqueList, item], { numRuns: 1000 })("flips the item and twice is the same list", (list, value) => {
    const once = listToggle(list, value);
    expect(once.includes(value)).toBe(!list.includes(value));
    expect(listToggle(once, value).filter((known) => known !== value)).toEqual(list.filter((k) => k !== value));
    if (!list.includes(value)) expect(listToggle(once, value)).toEqual(list);
  });
});
