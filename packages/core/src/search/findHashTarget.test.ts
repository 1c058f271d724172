import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.js";
import { parseFlightResultsUrl } from "../routes/flightResultsUrl.js";
import { parseHotelResultsUrl } from "../routes/hotelResultsUrl.js";
import { parsePackageResultsUrl } from "../routes/packageSearch.js";
import { findHashNotice, findHashTarget } from "./findHashTarget.js";

const TODAY = "2026-11-25" as CalendarDate;
const arbDay = fc.integer({ min: 1, max: 28 }).map((day) => `2027-03-${String(day).padStart(2, "0")}`);

describe("findHashTarget", () => {
  test.prop([fc.string(), fc.string()], { numRuns: 1000 })("reads any hash without throwing", (path, query) => {
    const target = findHashTarget(`#find-${path}?${query}`, TODAY);
    expect(["results", "box", "notOffered", "none"]).toContain(target._tag);
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
        expect(hotel).toMatchObject({
          _tag: "box",
          product: "hotel",
          issues: [{ field: "checkOut", reason: "invalid" }],
        });
        expect(pkg).toMatchObject({
          _tag: "box",
          product: "flightHotel",
          issues: [{ field: "checkOut", reason: "invalid" }],
        });
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

  const FIELDS = {
    hotel: { checkIn: "2027-03-01", checkOut: "2027-03-05", rooms: "2-1:4" },
    flightHotel: { origins: "BUE:Buenos Aires", checkIn: "2027-03-01", checkOut: "2027-03-05", rooms: "2-0,1-0" },
    flight: { origins: "BUE:Buenos Aires;COR:Córdoba", departure: "2027-03-01", passengers: "2-1:3" },
    house: { checkIn: "2027-03-01", checkOut: "2027-03-05", passengers: "3" },
  } as const;
  const hashOf = (product: keyof typeof FIELDS, kept: readonly string[]) =>
    `#find-${product}/SanCarlosDeBariloche/BRC?${Object.entries(FIELDS[product])
      .filter(([field]) => kept.includes(field))
      .map(([field, value]) => `${field}=${encodeURIComponent(value)}`)
      .join("&")}`;

  test.prop(
    [
      fc
        .constantFrom("hotel", "flightHotel", "flight", "house")
        .chain((product) => fc.tuple(fc.constant(product), fc.subarray(Object.keys(FIELDS[product])))),
    ],
    { numRuns: 1000 },
  )("an incomplete hash restores every field it carries in its box and names each one it lacks", ([product, kept]) => {
    const target = findHashTarget(hashOf(product, kept), TODAY);
    const lacking = Object.keys(FIELDS[product]).filter((field) => !kept.includes(field));
    if (lacking.length === 0 && product !== "house") {
      expect(target._tag).toBe("results");
      return;
    }
    if (target._tag !== "box") throw new Error(`expected the ${product} box`);
    expect(target.product).toBe(product);
    expect(target.issues).toEqual(lacking.map((field) => ({ field, reason: "missing" })));
    expect(findHashNotice(target.issues)).toEqual({
      missing: lacking.map((field) => `findHash.field${field.charAt(0).toUpperCase()}${field.slice(1)}`),
      invalid: [],
    });
    const values = target.values as unknown as Record<string, unknown>;
    expect(values.destinationName).toBe("San Carlos De Bariloche");
    expect(values.destinationId).toBe("BRC");
    const given = FIELDS[product] as Record<string, string>;
    for (const field of kept) {
      if (field === "checkIn" || field === "checkOut" || field === "departure")
        expect(values[field]).toBe(given[field]);
      if (field === "origins") expect((values.origins as unknown[]).length).toBe(given.origins?.split(";").length);
      if (field === "rooms") expect(values.rooms).toHaveLength(given.rooms?.split(",").length ?? 0);
      if (field === "passengers" && product === "house") expect(values.passengers).toBe(3);
      if (field === "passengers" && product === "flight") expect([values.adults, values.children]).toEqual([2, 1]);
    }
  });

  it("names a field it cannot take, leaves it empty, and says which products are not offered", () => {
    expect(
      findHashTarget("#find-hotel/BuenosAires/BUE?checkIn=2020-01-01&checkOut=2027-01-03&rooms=dos", TODAY),
    ).toMatchObject({
      _tag: "box",
      product: "hotel",
      values: { destinationId: "BUE", destinationName: "Buenos Aires", checkIn: "", checkOut: "2027-01-03" },
      issues: [
        { field: "checkIn", reason: "invalid" },
        { field: "rooms", reason: "invalid" },
      ],
    });
    expect(
      findHashTarget("#find-flight/Roma/ROM?origins=BUE:Buenos%20Aires&departure=2027-02-10&return=2027-02-01", TODAY),
    ).toMatchObject({
      _tag: "box",
      values: { departure: "2027-02-10", returnDate: "", oneWay: false },
      issues: [
        { field: "return", reason: "invalid" },
        { field: "passengers", reason: "missing" },
      ],
    });
    expect(findHashTarget("#find-house/Roma/7?checkIn=2027-03-01&checkOut=2027-03-05&passengers=3", TODAY)).toEqual({
      _tag: "box",
      product: "house",
      values: {
        destinationId: "7",
        destinationName: "Roma",
        checkIn: "2027-03-01",
        checkOut: "2027-03-05",
        passengers: 3,
      },
      issues: [],
    });
    expect(findHashTarget("#find-transfer/Roma/ROM", TODAY)).toMatchObject({
      _tag: "box",
      product: "transfer",
      values: { to: { kind: "city", code: "ROM", name: "Roma" }, from: null },
      issues: [
        { field: "origins", reason: "missing" },
        { field: "departure", reason: "missing" },
        { field: "passengers", reason: "missing" },
      ],
    });
    expect(findHashTarget("#find-netsuite/Roma/ROM", TODAY)).toEqual({ _tag: "notOffered", product: "netsuite" });
    expect(findHashTarget("#flights", TODAY)).toEqual({ _tag: "none" });
  });
});
