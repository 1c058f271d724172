import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { HotelCluster } from "../api/hotelCluster.js";
import { packageCardHotel, packageHotelAmenities } from "./packageHotelAmenities.js";

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

describe("packageCardHotel", () => {
  const arbCodes = fc.option(fc.array(arbCode), { nil: undefined });
  const arbNames = fc.option(fc.dictionary(arbCode, fc.string()), { nil: undefined });
  const arbFlag = fc.option(fc.boolean(), { nil: undefined });
  test.prop([arbCodes, arbNames, fc.boolean(), fc.boolean(), arbFlag], { numRuns: 1000 })(
    "lists only named amenities and carries the choice's ribbon and selection, the rest untouched",
    (codes, names, recommended, selected, supplier) => {
      const hotel = { hotelDetailId: "H1", amenities: codes, isRecommended: supplier, isSelected: supplier };
      const card = packageCardHotel(hotel as unknown as HotelCluster, { recommended, selected }, names);
      expect(card).toEqual({
        ...hotel,
        amenities: packageHotelAmenities(codes, names),
        isRecommended: recommended,
        isSelected: selected,
      });
    },
  );
});
