import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { hotelDetailLocation } from "./hotelDetailLocation.js";

describe("hotelDetailLocation", () => {
  it("reads the detail and the search of its rates", () => {
    const read = hotelDetailLocation("/hotel/details/gran-via/1350769/2027-01-12/2027-01-15/2-1:5/MAD?baseRate=R9");
    expect(Result.isSuccess(read)).toBe(true);
    if (Result.isFailure(read)) return;
    expect(read.success.detail).toMatchObject({ slug: "gran-via", id: "1350769", baseRate: "R9" });
    expect(read.success.search.route).toMatchObject({
      checkIn: "2027-01-12",
      checkOut: "2027-01-15",
      options: { externalHotelReference: "1350769", baseRate: "R9" },
    });
  });

  it("an empty hotel id is 'Hotel ID can't be empty'; another bad part is the detail failure", () => {
    expect(hotelDetailLocation("/hotel/details/x//2027-01-12/2027-01-15/2-0/MAD")).toEqual(
      Result.fail({ key: "hotel.idRequired" }),
    );
    expect(hotelDetailLocation("/hotel/details/x/%20/2027-01-12/2027-01-15/2-0/MAD")).toEqual(
      Result.fail({ key: "hotel.idRequired" }),
    );
    expect(hotelDetailLocation("/hotel/details/x/1/2027-13-12/2027-01-15/2-0/MAD")).toEqual(
      Result.fail({ key: "hotel.detailError" }),
    );
  });

  test.prop([fc.string()], { numRuns: 1000 })("any text reads to a location or one of the two failures", (text) => {
    const read = hotelDetailLocation(`/hotel/details/${text}`);
    if (Result.isFailure(read)) expect(["hotel.idRequired", "hotel.detailError"]).toContain(read.failure.key);
  });
});
