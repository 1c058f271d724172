import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { buildHouseDetailUrl } from "../routes/accommodationDetailUrl.js";
import { parseHouseSearchUrl } from "../routes/houseSearchUrl.js";
import { houseDetailLocation } from "./houseDetailLocation.js";

describe("houseDetailLocation", () => {
  it("reads the detail, adds the rooms up into one party and narrows the house search to the house", () => {
    const read = houseDetailLocation("/house/details/casa-sol/1000001/2027-01-12/2027-01-15/2-1:5,1-0/ROM");
    expect(Result.isSuccess(read)).toBe(true);
    if (Result.isFailure(read)) return;
    expect(read.success.detail).toMatchObject({ slug: "casa-sol", id: "1000001", baseRate: null });
    expect(read.success.passengers).toEqual({ adults: 3, children: 1, ages: [5] });
    expect(read.success.searchUrl).toBe(
      "/house/results/-/ROM/2027-01-12/2027-01-15/3-1:5?externalHotelReference=1000001",
    );
    expect(Result.isSuccess(parseHouseSearchUrl(read.success.searchUrl))).toBe(true);
  });

  it("an empty id is 'Hotel ID can't be empty'; another bad part is the detail failure", () => {
    expect(houseDetailLocation("/house/details/x//2027-01-12/2027-01-15/2-0/ROM")).toEqual(
      Result.fail({ key: "hotel.idRequired" }),
    );
    expect(houseDetailLocation("/house/details/x/%20/2027-01-12/2027-01-15/2-0/ROM")).toEqual(
      Result.fail({ key: "hotel.idRequired" }),
    );
    expect(houseDetailLocation("/house/details/x/1/2027-02-30/2027-03-02/2-0/ROM")).toEqual(
      Result.fail({ key: "hotel.detailError" }),
    );
  });

  test.prop([fc.stringMatching(/^[0-9]{1,9}$/), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 20 })], {
    numRuns: 1000,
  })("a built house detail URL reads back with its id and guests", (id, adults, offset) => {
    const checkIn = `2027-01-${String(1 + (offset % 20)).padStart(2, "0")}`;
    const url = buildHouseDetailUrl({
      slug: "casa",
      id,
      checkIn: checkIn as never,
      checkOut: "2027-01-28" as never,
      occupancy: [{ adults, children: 0, ages: [] }],
      destinationRequestCode: "ROM",
      baseRate: null,
    });
    const read = houseDetailLocation(url);
    expect(Result.isSuccess(read) && read.success.detail.id === id && read.success.passengers.adults === adults).toBe(
      true,
    );
  });

  test.prop([fc.string()], { numRuns: 1000 })("any text reads to a location or one of the two failures", (text) => {
    const read = houseDetailLocation(`/house/details/${text}`);
    if (Result.isFailure(read)) expect(["hotel.idRequired", "hotel.detailError"]).toContain(read.failure.key);
  });
});
