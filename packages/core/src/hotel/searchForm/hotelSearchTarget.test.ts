import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { formatDestinationId } from "../../routes/destinationId.js";
import { parseHotelResultsUrl } from "../../routes/hotelResultsUrl.js";
import { arbDestinationId, arbRouteRooms, arbText } from "../../routes/test/arbitraries.js";
import { HOTEL_SEARCH_FORM_DEFAULTS } from "./hotelSearchForm.js";
import { hotelSearchTarget } from "./hotelSearchTarget.js";

const arbValues = fc.record({
  destination: arbDestinationId,
  checkIn: arbNearCalendarDate,
  checkOut: arbNearCalendarDate,
  rooms: arbRouteRooms,
  availability: fc.constantFrom("CNF" as const, "ALL" as const, "ORQ" as const),
  externalHotelReference: arbText,
  hotelName: arbText,
});

describe("hotelSearchTarget", () => {
  test.prop([arbValues], { numRuns: 1000 })(
    "the results URL reads back as the form's search (blank reference and name left out, name trimmed)",
    (v) => {
      const target = hotelSearchTarget({
        ...HOTEL_SEARCH_FORM_DEFAULTS,
        destinationId: formatDestinationId(v.destination),
        checkIn: v.checkIn,
        checkOut: v.checkOut,
        rooms: v.rooms,
        availability: v.availability,
        externalHotelReference: v.externalHotelReference,
        hotelName: v.hotelName,
      });
      if (Result.isFailure(target) || target.success._tag !== "Navigate") throw new Error("expected a URL");
      const name = v.hotelName.trim();
      expect(parseHotelResultsUrl(target.success.url)).toEqual(
        Result.succeed({
          view: "results",
          route: {
            destination: v.destination,
            checkIn: v.checkIn,
            checkOut: v.checkOut,
            rooms: v.rooms,
            options: {
              availability: v.availability,
              externalHotelReference: v.externalHotelReference === "" ? null : v.externalHotelReference,
              hotelName: name === "" ? null : name,
              omniCodes: [],
              baseRate: null,
            },
          },
        }),
      );
    },
  );

  it("goes to the spec's results path", () => {
    const values = {
      ...HOTEL_SEARCH_FORM_DEFAULTS,
      destinationId: "4521",
      checkIn: "2026-12-01",
      checkOut: "2026-12-05",
      availability: "ALL" as const,
      rooms: [
        { adults: 2, children: 0, ages: [] },
        { adults: 2, children: 1, ages: [5] },
      ],
    };
    expect(hotelSearchTarget(values)).toEqual(
      Result.succeed({
        _tag: "Navigate",
        url: "/hotel/results/4521/2026-12-01/2026-12-05/2-0,2-1:5?availability=ALL",
      }),
    );
  });

  it("says which field a route refused instead of throwing", () => {
    const valid = {
      ...HOTEL_SEARCH_FORM_DEFAULTS,
      destinationId: "4521",
      checkIn: "2026-12-01",
      checkOut: "2026-12-05",
    };
    expect(hotelSearchTarget({ ...valid, destinationId: "" })).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "destinationId", key: "forms.homeDestinationRequired" }),
    );
    expect(hotelSearchTarget({ ...valid, checkOut: "2026-02-30" })).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "checkOut", key: "forms.dateInvalid" }),
    );
  });
});
