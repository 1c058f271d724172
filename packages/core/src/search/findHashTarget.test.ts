import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.js";
import { parseFlightResultsUrl } from "../routes/flightResultsUrl.js";
import { parseHotelResultsUrl } from "../routes/hotelResultsUrl.js";
import { parsePackageResultsUrl } from "../routes/packageSearch.js";
import { findHashTarget } from "./findHashTarget.js";

const TODAY = "2026-11-25" as CalendarDate;
const arbDay = fc.integer({ min: 1, max: 28 }).map((day) => `2027-03-${String(day).padStart(2, "0")}`);

describe("findHashTarget", () => {
  test.prop([fc.string(), fc.string()], { numRuns: 1000 })("reads any hash without throwing", (path, query) => {
    const target = findHashTarget(`#find-${path}?${query}`, TODAY);
    expect(["results", "box", "house", "notOffered", "none"]).toContain(target._tag);
  });

  test.prop([arbDay, arbDay, fc.integer({ min: 1, max: 4 })], { numRuns: 1000 })(
    "a complete hotel or flight + hotel search opens its results, which read back as the hash's search",
    (a, b, adults) => {
      const [checkIn, checkOut] = a < b ? [a, b] : [b, a];
      const hotel = findHashTarget(
        `#find-hotel/BuenosAires/BUE?checkIn=${checkIn}&checkOut=${checkOut}&rooms=${adults}-0`,
        TODAY,
      );
      const pkg = findHashTarget(
        `#find-flightHotel/Cancun/CUN?origins=BUE:Buenos%20Aires&checkIn=${checkIn}&checkOut=${checkOut}&rooms=${adults}-0`,
        TODAY,
      );
      if (checkIn === checkOut) {
        expect(hotel).toEqual({ _tag: "box", product: "hotel" });
        expect(pkg).toEqual({ _tag: "box", product: "flightHotel" });
        return;
      }
      if (hotel._tag !== "results" || pkg._tag !== "results") throw new Error("expected results");
      const readHotel = parseHotelResultsUrl(hotel.url);
      if (Result.isFailure(readHotel)) throw new Error(hotel.url);
      expect(readHotel.success.route).toMatchObject({ checkIn, checkOut, rooms: [{ adults, children: 0 }] });
      const readPkg = parsePackageResultsUrl(pkg.url);
      if (Result.isFailure(readPkg)) throw new Error(pkg.url);
      expect(readPkg.success).toMatchObject({
        toCity: { id: "CUN", name: "Cancun" },
        origins: [{ id: "BUE", name: "Buenos Aires" }],
        checkIn,
        checkOut,
      });
    },
  );

  it("opens flight results, one way without a return", () => {
    const target = findHashTarget(
      "#find-flight/SanCarlosDeBariloche/BRC?origins=BUE:Buenos%20Aires&departure=2027-01-10&passengers=2-1:5",
      TODAY,
    );
    if (target._tag !== "results") throw new Error("expected results");
    const read = parseFlightResultsUrl(target.url);
    if (Result.isFailure(read)) throw new Error(target.url);
    expect(read.success).toMatchObject({
      toCityName: "San Carlos De Bariloche",
      toCityId: "BRC",
      oneWay: true,
      returnDate: null,
      departure: "2027-01-10",
    });
  });

  it("chooses the box when the search is incomplete or past, and says which products are not offered", () => {
    expect(findHashTarget("#find-hotel/BuenosAires/BUE", TODAY)).toEqual({ _tag: "box", product: "hotel" });
    expect(
      findHashTarget("#find-hotel/BuenosAires/BUE?checkIn=2020-01-01&checkOut=2020-01-03&rooms=2-0", TODAY),
    ).toEqual({
      _tag: "box",
      product: "hotel",
    });
    expect(findHashTarget("#find-flight/Roma/ROM", TODAY)).toEqual({ _tag: "box", product: "flight" });
    expect(findHashTarget("#find-transfer/Roma/ROM", TODAY)).toEqual({ _tag: "notOffered", product: "transfer" });
    expect(findHashTarget("#find-netsuite/Roma/ROM", TODAY)).toEqual({ _tag: "notOffered", product: "netsuite" });
    expect(findHashTarget("#find-house/Roma/7", TODAY)).toEqual({ _tag: "house" });
    expect(findHashTarget("#flights", TODAY)).toEqual({ _tag: "none" });
  });
});
