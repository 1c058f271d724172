import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { houseDetailLocation } from "../house/houseDetailLocation.js";
import { accommodationDetailHref } from "./accommodationDetailHref.js";
import { hotelDetailLocation } from "./hotelDetailLocation.js";

const stay = {
  destination: { _tag: "DestinationCode", id: "MAD" },
  checkIn: "2027-01-12",
  checkOut: "2027-01-15",
  occupancy: [{ adults: 2, children: 0, ages: [] }],
} as never;

describe("accommodationDetailHref", () => {
  it("builds the hotel and the house detail of a card, with the cluster's request code when it has one", () => {
    expect(accommodationDetailHref("hotel", { name: "Hotel Gran Vía", hotelDetailId: "7" }, stay)).toBe(
      "/hotel/details/hotel-gran-via/7/2027-01-12/2027-01-15/2-0/MAD",
    );
    expect(
      accommodationDetailHref(
        "house",
        { name: "Casa Sol", hotelDetailId: "1000001", destination: { code: "ROM", requestCode: "ROM" } },
        stay,
      ),
    ).toBe("/house/details/casa-sol/1000001/2027-01-12/2027-01-15/2-0/ROM");
  });

  test.prop([fc.string(), fc.stringMatching(/^[A-Za-z0-9]{1,12}$/)], { numRuns: 1000 })(
    "the detail page reads back the card's id, whatever the name",
    (name, id) => {
      const hotel = hotelDetailLocation(accommodationDetailHref("hotel", { name, hotelDetailId: id }, stay));
      const house = houseDetailLocation(accommodationDetailHref("house", { name, hotelDetailId: id }, stay));
      expect(Result.isSuccess(hotel) && hotel.success.detail.id === id).toBe(true);
      expect(Result.isSuccess(house) && house.success.detail.id === id).toBe(true);
    },
  );
});
