import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  HOTEL_COMPARE_MAXIMUM,
  HOTEL_COMPARE_MINIMUM,
  hotelCompareCheck,
  hotelCompareFull,
  hotelCompareToggle,
} from "./hotelCompare.js";

describe("hotel comparison", () => {
  it("needs at least 2 hotels", () => {
    expect(hotelCompareCheck(["H1"])).toEqual(
      Result.fail({ _tag: "HotelCompareTooFew", messageKey: "hotel.compareMinimum", titleKey: "hotel.compareTitle" }),
    );
    expect(hotelCompareCheck(["H1", "H2"])).toEqual(Result.succeed(["H1", "H2"]));
  });

  test.prop([fc.array(fc.constantFrom("H1", "H2", "H3", "H4", "H5", "H6"), { maxLength: 20 })], { numRuns: 1000 })(
    "toggling keeps each hotel at most once; toggling twice restores; compare allowed iff 2 or more",
    (toggles) => {
      let list: readonly string[] = [];
      for (const id of toggles) {
        const before = list;
        list = hotelCompareToggle(list, id);
        if (!before.includes(id) && hotelCompareFull(before)) {
          expect(list).toBe(before);
          continue;
        }
        expect(list.includes(id)).toBe(!before.includes(id));
        expect([...hotelCompareToggle(list, id)].sort()).toEqual([...before].sort());
      }
      expect(new Set(list).size).toBe(list.length);
      expect(list.length).toBeLessThanOrEqual(HOTEL_COMPARE_MAXIMUM);
      expect(Result.isSuccess(hotelCompareCheck(list))).toBe(list.length >= HOTEL_COMPARE_MINIMUM);
    },
  );
});
