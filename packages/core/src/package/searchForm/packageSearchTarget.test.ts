import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { parsePackageResultsUrl } from "../../routes/packageSearch.js";
import { arbPackageSearch } from "../../routes/test/arbitraries.js";
import { PACKAGE_SEARCH_FORM_DEFAULTS } from "./packageSearchForm.js";
import { packageSearchTarget } from "./packageSearchTarget.js";

describe("packageSearchTarget", () => {
  test.prop([arbPackageSearch, fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })], { numRuns: 1000 })(
    "the package results URL reads back as the form's search; unticked options carry nothing",
    (search, leftoverIn, leftoverOut) => {
      const target = packageSearchTarget({
        ...PACKAGE_SEARCH_FORM_DEFAULTS,
        origins: search.origins,
        destinationId: search.toCity.id,
        destinationName: search.toCity.name,
        checkIn: search.checkIn,
        checkOut: search.checkOut,
        rooms: search.rooms,
        differentHotel: search.differentHotel !== null,
        accommodationCityId: search.differentHotel?.id ?? "",
        accommodationCityName: search.differentHotel?.name ?? "",
        partialHotel: search.partialHotel !== null,
        // Leftover text in unticked fields is ignored.
        hotelIn: search.partialHotel?.checkIn ?? leftoverIn,
        hotelOut: search.partialHotel?.checkOut ?? leftoverOut,
      });
      if (Result.isFailure(target) || target.success._tag !== "Navigate") throw new Error("expected a URL");
      expect(parsePackageResultsUrl(target.success.url)).toEqual(Result.succeed(search));
    },
  );

  it("refuses a bad hotel date only when the partial stay is ticked", () => {
    const values = {
      ...PACKAGE_SEARCH_FORM_DEFAULTS,
      origins: [{ id: "BUE", name: "Buenos Aires" }],
      destinationId: "MAD",
      destinationName: "Madrid",
      checkIn: "2026-12-01",
      checkOut: "2026-12-10",
      hotelIn: "x",
    };
    expect(packageSearchTarget(values)).toEqual(
      Result.succeed({
        _tag: "Navigate",
        url: "/flightsHotels/results/BUE:Buenos%20Aires/MAD/Madrid/2026-12-01/2026-12-10/2-0/0/0",
      }),
    );
    expect(packageSearchTarget({ ...values, partialHotel: true })).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "hotelIn", key: "forms.dateInvalid" }),
    );
    expect(packageSearchTarget({ ...values, checkIn: "" })).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "checkIn", key: "forms.dateInvalid" }),
    );
  });
});
