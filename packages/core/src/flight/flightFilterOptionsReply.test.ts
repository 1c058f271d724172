import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import { FlightSolution } from "../api/flightSolution.js";
import { decodeWith, FlightSearchFilterOptions } from "../api/index.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { flightFilterOptions } from "./flightFilterOptions.js";
import { flightFilterOptionsToReply } from "./flightFilterOptionsReply.js";
import {
  FLIGHT_CLEAR_FILTERS_MESSAGE_KEY,
  FLIGHT_FILTER_SECTION_MESSAGE_KEYS,
  flightFilterPanel,
} from "./flightFilterPanel.js";
import { FLIGHT_SERVICE_CLASS_MESSAGE_KEYS } from "./flightServiceClassLabel.js";
import { option, segment, solution } from "./test/flightFixtures.js";

describe("flightFilterOptionsToReply", () => {
  test("decimals, stops with from, schedules with dates", () => {
    const reply = flightFilterOptionsToReply(
      flightFilterOptions([
        solution(123.45, [[option("a", [segment("EZE", "MAD", "20261201T0805", "20261201T2000")])]]),
        solution(99.5, [[option("b", [segment("EZE", "MAD", "20261202T1400", "20261203T0600")])]]),
      ]),
    );
    expect(reply.priceRange).toEqual({ minimum: 99.5, maximum: 123.45, currency: "USD" });
    expect(reply.stops?.[0]).toEqual({ quantity: 2, numberOfStops: 0, from: { currency: "USD", amount: 99.5 } });
    expect(reply.stops?.[1]).toEqual({ quantity: 0, numberOfStops: 1 });
    expect(reply.timetable?.[0]?.departure).toEqual({
      from: "08:05",
      to: "14:00",
      from_date: { value: "2026-12-01", formatted: "01/12/2026" },
      to_date: { value: "2026-12-02", formatted: "02/12/2026" },
    });
    const broken = flightFilterOptionsToReply(
      flightFilterOptions([
        { ...solution(1, [[option("c", [segment("EZE", "MAD", "junk", "junk")])]]), prices: { totalPrices: [] } },
      ]),
    );
    expect(broken.priceRange).toBeUndefined();
    expect(broken.timetable?.[0]?.arrival).toEqual({ from: "00:00", to: "23:59" });
  });

  test.prop([fc.array(arbFromSchema(FlightSolution, { money: ["amount"] }), { maxLength: 5 })], { numRuns: 100 })(
    "what the server sends decodes with the reply Schema",
    (solutions) => {
      const decoded = decodeWith(FlightSearchFilterOptions)(flightFilterOptionsToReply(flightFilterOptions(solutions)));
      expect(Result.isSuccess(decoded)).toBe(true);
    },
  );
});

describe("flightFilterPanel", () => {
  test("booking class for B2B only, segment types behind their flag, one-way hides the return schedule", () => {
    expect(flightFilterPanel({ b2b: false, segmentTypesEnabled: false, oneWay: true })).toEqual({
      variant: "plain",
      sections: ["airlines", "baggage", "stops", "airports", "serviceClass", "priceRange", "timetable"],
      fixedServiceClasses: null,
      timetableLegs: [0],
    });
    const fixed = flightFilterPanel({
      variant: "fixedServiceClass",
      b2b: false,
      segmentTypesEnabled: false,
      oneWay: false,
    });
    expect(fixed.fixedServiceClasses).toEqual(["ALL", "NMO.GBL.SCL.ECO", "NMO.GBL.SCL.BSN", "NMO.GBL.SCL.FST"]);
    expect(fixed.fixedServiceClasses?.map((code) => FLIGHT_SERVICE_CLASS_MESSAGE_KEYS[code])).toEqual([
      "flightTools.serviceClassAll",
      "flight.cabinEco",
      "flight.cabinBsn",
      "flight.cabinFst",
    ]);
    const full = flightFilterPanel({ b2b: true, segmentTypesEnabled: true, oneWay: false });
    expect(full.sections).toContain("bookingClass");
    expect(full.sections).toContain("segmentsTypes");
    expect(full.timetableLegs).toEqual([0, 1]);
    expect(full.sections.map((section) => FLIGHT_FILTER_SECTION_MESSAGE_KEYS[section])).toContain("flight.filterPrice");
    expect(FLIGHT_CLEAR_FILTERS_MESSAGE_KEY).toBe("shell.clearFilters");
  });
});
