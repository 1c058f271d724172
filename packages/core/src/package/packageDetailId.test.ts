import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbNearCalendarDate } from "../dates/test/arbitraries.js";
import { matchRoute } from "../routes/routeTable.js";
import { arbPackageSearch } from "../routes/test/arbitraries.js";
import {
  formatPackageDetailId,
  type PackageDetailKey,
  packageDetailKeyOf,
  packageDetailPath,
  parsePackageDetailId,
} from "./packageDetailId.js";
import { packageHotelStay } from "./packageHotelStay.js";

const arbKey: fc.Arbitrary<PackageDetailKey> = fc.record({
  hotelDetailId: fc.string({ minLength: 1, maxLength: 12, unit: "grapheme" }),
  checkIn: arbNearCalendarDate,
  nights: fc.integer({ min: 1, max: 9999 }),
  originId: fc.string({ minLength: 1, maxLength: 6, unit: "grapheme" }),
  adults: fc.integer({ min: 1, max: 999 }),
});

describe("packageDetailId", () => {
  test.prop([arbKey], { numRuns: 1000 })("an id reads back as the package it names", (key) => {
    expect(parsePackageDetailId(formatPackageDetailId(key))).toEqual(key);
  });

  test.prop([arbKey], { numRuns: 1000 })("the path is one segment of the detail route", (key) => {
    const path = packageDetailPath(key);
    const segments = path.split("/").filter((segment) => segment !== "");
    const matched = matchRoute("packageDetail", segments, path);
    if (matched._tag === "Failure") throw new Error(matched.failure.reason);
    expect(parsePackageDetailId(decodeURIComponent(matched.success.id))).toEqual(key);
  });

  test.prop(
    [
      fc.oneof(
        fc.string({ maxLength: 40 }),
        arbKey.map(formatPackageDetailId).map((id) => `${id}x`),
      ),
    ],
    {
      numRuns: 1000,
    },
  )("any text reads as a package that writes back to itself, or as null, never throwing", (text) => {
    const key = parsePackageDetailId(text);
    if (key !== null) expect(parsePackageDetailId(formatPackageDetailId(key))).toEqual(key);
  });

  it("writes the demo's ids as they are", () => {
    const key = { hotelDetailId: "100234", checkIn: "2027-03-02", nights: 6, originId: "BUE", adults: 2 } as const;
    expect(formatPackageDetailId(key as PackageDetailKey)).toBe("PK100234-20270302-6-BUE-2");
    expect(parsePackageDetailId("PK100234-20270230-6-BUE-2")).toBeNull();
    expect(parsePackageDetailId("PK100234-20270302-0-BUE-2")).toBeNull();
    expect(parsePackageDetailId("100234-20270302-6-BUE-2")).toBeNull();
  });

  test.prop([arbPackageSearch, fc.string({ minLength: 1, maxLength: 8 })], { numRuns: 1000 })(
    "a results page's package names its hotel, the hotel stay, the first origin and the adults, or nothing",
    (search, hotelDetailId) => {
      const key = packageDetailKeyOf(search, hotelDetailId);
      const stay = packageHotelStay(search);
      const children = search.rooms.some((room) => room.children > 0);
      const adults = search.rooms.reduce((sum, room) => sum + room.adults, 0);
      const possible = search.origins[0] !== undefined && search.origins[0].id !== "" && stay.nights >= 1;
      expect(key !== null).toBe(possible && !children && adults >= 1);
      if (key === null) return;
      expect(key).toEqual({
        hotelDetailId,
        checkIn: stay.checkIn,
        nights: stay.nights,
        originId: search.origins[0]?.id,
        adults,
      });
    },
  );
});
