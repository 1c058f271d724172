import { test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { buildPackageResultsUrl, parsePackageResultsUrl } from "../../routes/packageSearch.js";
import { arbPackageSearch } from "../../routes/test/arbitraries.js";
import { packageFormNights, packageHotelStay } from "../packageHotelStay.js";
import { packageSearchFormValues } from "./packageSearchFormValues.js";
import { packageSearchTarget } from "./packageSearchTarget.js";

describe("packageSearchFormValues", () => {
  test.prop([arbPackageSearch], { numRuns: 1000 })(
    "the update form filled from a search leads back to the same URL and search",
    (search) => {
      const values = packageSearchFormValues(search);
      const target = packageSearchTarget(values);
      if (Result.isFailure(target) || target.success._tag !== "Navigate") throw new Error("expected a URL");
      expect(target.success.url).toBe(buildPackageResultsUrl(search));
      expect(parsePackageResultsUrl(target.success.url)).toEqual(Result.succeed(search));
    },
  );

  test.prop([arbPackageSearch], { numRuns: 1000 })(
    "the form's nights are the hotel stay's nights whenever the stay does not end before it starts",
    (search) => {
      const stay = packageHotelStay(search);
      const nights = packageFormNights(packageSearchFormValues(search));
      expect(nights).toBe(stay.nights < 0 ? null : stay.nights);
    },
  );

  it("ticks 'different hotel' and 'partial stay' only when the URL carries them", () => {
    const url =
      "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-10/2-0/PCM:Playa%20del%20Carmen/2027-03-02;2027-03-08";
    const parsed = parsePackageResultsUrl(url);
    if (Result.isFailure(parsed)) throw new Error(parsed.failure.reason);
    const values = packageSearchFormValues(parsed.success);
    expect(values).toMatchObject({
      destinationName: "Cancún",
      differentHotel: true,
      accommodationCityName: "Playa del Carmen",
      partialHotel: true,
      hotelIn: "2027-03-02",
      hotelOut: "2027-03-08",
    });
    expect(packageFormNights(values)).toBe(6);
    const plain = packageSearchFormValues({ ...parsed.success, differentHotel: null, partialHotel: null });
    expect(plain).toMatchObject({ differentHotel: false, accommodationCityId: "", partialHotel: false, hotelIn: "" });
  });
});
