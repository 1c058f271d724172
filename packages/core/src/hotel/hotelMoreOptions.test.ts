import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { hotelInsertMoreOptions, hotelMoreOptionsNotice } from "./hotelMoreOptions.js";

const arbIds = fc.uniqueArray(fc.stringMatching(/^[a-f]$/), { maxLength: 6 });

describe("hotelInsertMoreOptions", () => {
  it("inserts right after the parent", () => {
    const ids = hotelInsertMoreOptions([{ id: "a" }, { id: "b" }], "a", [{ id: "a2" }, { id: "a3" }]).map((r) => r.id);
    expect(ids).toEqual(["a", "a2", "a3", "b"]);
    expect(hotelInsertMoreOptions([{ id: "a" }], "zz", [{ id: "x" }]).map((r) => r.id)).toEqual(["a", "x"]);
  });

  test.prop([arbIds, fc.array(fc.stringMatching(/^[a-h]$/), { maxLength: 6 }), fc.nat({ max: 6 })], { numRuns: 1000 })(
    "keeps every rate, adds each new id once, right after the parent",
    (ids, optionIds, parentIndex) => {
      const rates = ids.map((id) => ({ id }));
      const parent = ids[parentIndex] ?? "missing";
      const result = hotelInsertMoreOptions(
        rates,
        parent,
        optionIds.map((id) => ({ id })),
      ).map((r) => r.id);
      const fresh = [...new Set(optionIds.filter((id) => !ids.includes(id)))];
      expect(new Set(result).size).toBe(result.length);
      expect(result.filter((id) => ids.includes(id))).toEqual(ids);
      const at = ids.includes(parent) ? result.indexOf(parent) + 1 : ids.length;
      expect(result.slice(at, at + fresh.length)).toEqual(fresh);
    },
  );
});

describe("hotelMoreOptionsNotice", () => {
  it("says rates were added, or warns that none were found", () => {
    expect(hotelMoreOptionsNotice("Hotel Sol", 2)).toEqual({
      level: "success",
      messageKey: "hotel.moreOptionsAdded",
      params: { hotel: "Hotel Sol" },
      durationMs: 15_000,
    });
    expect(hotelMoreOptionsNotice("Hotel Sol", 0)).toMatchObject({
      level: "warning",
      messageKey: "hotel.moreOptionsEmpty",
    });
  });
});
