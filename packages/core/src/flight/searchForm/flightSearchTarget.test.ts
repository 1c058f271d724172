import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { FLIGHT_CABINS, FLIGHT_STOPS_OPTIONS, parseFlightResultsUrl } from "../../routes/flightResultsUrl.js";
import { arbNonEmptyText, arbNullable, arbText } from "../../routes/test/arbitraries.js";
import { FLIGHT_SEARCH_FORM_DEFAULTS, type FlightAgeCode } from "./flightSearchForm.js";
import { flightSearchTarget } from "./flightSearchTarget.js";

const arbPassengers = fc
  .record({ adults: fc.integer({ min: 1, max: 9 }), children: fc.integer({ min: 0, max: 4 }) })
  .chain(({ adults, children }) =>
    fc
      .array(fc.constantFrom<FlightAgeCode>(0, 1, 2, 3), { minLength: children, maxLength: children })
      .map((ages) => ({ adults, children, ages })),
  );

const arbValues = fc.record({
  origins: fc.array(fc.record({ id: arbNonEmptyText, name: arbNonEmptyText }), { maxLength: 4 }),
  toCityId: arbText,
  toCityName: arbText,
  departure: arbNearCalendarDate,
  returnDate: arbNullable(arbNearCalendarDate),
  flexibleDates: fc.boolean(),
  passengers: arbPassengers,
  cabin: fc.constantFrom(...FLIGHT_CABINS),
  stops: fc.subarray([...FLIGHT_STOPS_OPTIONS]),
  officeId: fc.oneof(fc.constant(""), arbNonEmptyText),
});

describe("flightSearchTarget", () => {
  test.prop([arbValues], { numRuns: 1000 })("the friendly results URL reads back as the form's search", (v) => {
    const oneWay = v.returnDate === null;
    const target = flightSearchTarget({
      ...FLIGHT_SEARCH_FORM_DEFAULTS,
      origins: v.origins,
      destinationId: v.toCityId,
      destinationName: v.toCityName,
      departure: v.departure,
      returnDate: v.returnDate ?? "",
      oneWay,
      flexibleDates: v.flexibleDates,
      adults: v.passengers.adults,
      children: v.passengers.children,
      ages: v.passengers.ages,
      cabin: v.cabin,
      stops: v.stops,
      officeId: v.officeId,
    });
    if (Result.isFailure(target) || target.success._tag !== "Navigate") throw new Error("expected a URL");
    expect(parseFlightResultsUrl(target.success.url)).toEqual(
      Result.succeed({
        origins: v.origins.map((origin) => origin.name),
        originIds: v.origins.map((origin) => origin.id),
        toCityName: v.toCityName,
        toCityId: v.toCityId,
        departure: v.departure,
        returnDate: v.returnDate,
        flexibleDates: v.flexibleDates,
        oneWay,
        passengers: v.passengers,
        cabin: v.cabin,
        stops: v.stops,
        officeId: v.officeId === "" ? null : v.officeId,
      }),
    );
  });

  it("ignores the return date of a one-way search and refuses a bad departure on its field", () => {
    const values = {
      ...FLIGHT_SEARCH_FORM_DEFAULTS,
      origins: [{ id: "BUE", name: "Buenos Aires" }],
      destinationId: "MAD",
      destinationName: "Madrid",
      departure: "2026-12-01",
      returnDate: "not a date",
      oneWay: true,
    };
    expect(Result.isSuccess(flightSearchTarget(values))).toBe(true);
    expect(flightSearchTarget({ ...values, departure: "" })).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "departure", key: "forms.dateInvalid" }),
    );
    expect(flightSearchTarget({ ...values, oneWay: false })).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "returnDate", key: "forms.dateInvalid" }),
    );
  });
});
