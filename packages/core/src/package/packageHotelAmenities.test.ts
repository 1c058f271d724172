import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { packageHotelAmenities } from "./packageHotelAmenities.js";

const arbCode = fc.constantFrom("wifi", "pool", "spa", "gym", "parking", "constructor", "toString", "__proto__");

describe("packageHotelAmenities", () => {
  test.prop([fc.array(arbCode), fc.dictionary(arbCode, fc.string())], { numRuns: 1000 })(
    "keeps exactly the named codes, in the hotel's order",
    (codes, names) => {
      const kept = packageHotelAmenities(codes, names);
      expect(kept).toEqual(codes.filter((code) => Object.hasOwn(names, code) && (names[code] ?? "").trim() !== ""));
      for (const code of kept) expect(names[code]?.trim()).not.toBe("");
    },
  );

  it("shows none without codes or names", () => {
    expect(packageHotelAmenities(undefined, { wifi: "Wi-Fi" })).toEqual([]);
    expect(packageHotelAmenities(["wifi"], undefined)).toEqual([]);
    expect(packageHotelAmenities(["wifi", "toString"], { wifi: "Wi-Fi" })).toEqual(["wifi"]);
  });
});
