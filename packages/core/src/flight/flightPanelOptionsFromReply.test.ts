import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { FlightSearchFilterOptions } from "../api/flightSearchFilterOptions.js";
import { FlightSolution } from "../api/flightSolution.js";
import { money } from "../money/index.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { flightFilterOptions } from "./flightFilterOptions.js";
import { flightFilterOptionsToReply } from "./flightFilterOptionsReply.js";
import { flightPanelOptionsFromReply } from "./flightPanelOptionsFromReply.js";

describe("flightPanelOptionsFromReply", () => {
  test.prop([fc.array(arbFromSchema(FlightSolution, { money: ["amount"] }), { maxLength: 6 })], { numRuns: 1000 })(
    "reads back what flightFilterOptionsToReply wrote, but for what the reply does not carry",
    (solutions) => {
      const options = flightFilterOptions(solutions);
      const range = options.priceRange;
      // The reply carries one currency for the range: the minimum's.
      const priceRange =
        range === null ? null : { ...range, maximum: money(range.maximum.minor, range.minimum.currency) };
      expect(flightPanelOptionsFromReply(flightFilterOptionsToReply(options), options.total)).toEqual({
        ...options,
        priceRange,
        airlines: options.airlines.map((airline) => ({ ...airline, from: null })),
        serviceClasses: options.serviceClasses.map((serviceClass) => ({ ...serviceClass, quantity: null })),
      });
    },
  );

  test.prop([fc.option(arbFromSchema(FlightSearchFilterOptions), { nil: undefined })], { numRuns: 1000 })(
    "any reply gives three stops buckets and never throws",
    (reply) => {
      const options = flightPanelOptionsFromReply(reply, 3);
      expect(options.stops.map((stop) => stop.bucket)).toEqual(["direct", "one", "twoOrMore"]);
      expect(options.total).toBe(3);
    },
  );

  it("reads decimals as minor units and windows as flight times", () => {
    const options = flightPanelOptionsFromReply(
      {
        priceRange: { minimum: 100.5, maximum: 900, currency: "USD" },
        stops: [{ quantity: 4, numberOfStops: 1, from: { currency: "USD", amount: 120.25 } }],
        timetable: [
          {
            departure: {
              from: "06:05",
              to: "23:10",
              from_date: { value: "2027-03-01", formatted: "01/03/2027" },
              to_date: { value: "2027-03-02", formatted: "02/03/2027" },
            },
            arrival: { from: "00:00", to: "23:59" },
          },
        ],
      },
      10,
    );
    expect(options.priceRange).toEqual({ minimum: money(10050, "USD"), maximum: money(90000, "USD") });
    expect(options.stops[1]).toEqual({ bucket: "one", numberOfStops: 1, quantity: 4, from: money(12025, "USD") });
    expect(options.stops[0]?.quantity).toBe(0);
    expect(options.timetable[0]).toEqual({
      departure: { earliest: "20270301T0605", latest: "20270302T2310" },
      arrival: null,
    });
  });
});
