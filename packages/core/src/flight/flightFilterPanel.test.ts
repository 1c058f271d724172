import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { flightSearchFiltersDefault } from "../routes/flightSearchFilters.js";
import { arbFlightSearchFilters } from "../routes/test/arbitraries.js";
import { BREAKPOINTS } from "../shell/breakpoints.js";
import {
  type FlightFilterSection,
  flightFilterPanelVariant,
  flightFilterSectionStartsOpen,
} from "./flightFilterPanel.js";

const SECTIONS: readonly FlightFilterSection[] = [
  "airlines",
  "baggage",
  "segmentsTypes",
  "stops",
  "airports",
  "serviceClass",
  "bookingClass",
  "priceRange",
  "timetable",
];

describe("flightFilterSectionStartsOpen", () => {
  test("with no filter, airports and schedules start folded and the rest open", () => {
    const open = SECTIONS.filter((section) => flightFilterSectionStartsOpen(section, flightSearchFiltersDefault));
    expect(open).toEqual([
      "airlines",
      "baggage",
      "segmentsTypes",
      "stops",
      "serviceClass",
      "bookingClass",
      "priceRange",
    ]);
  });

  test("an applied outbound departure window or return stop airport opens its section", () => {
    const window = { from: { hours: 8, minutes: 0 }, to: { hours: 12, minutes: 0 }, fromDate: null, toDate: null };
    const timed = {
      ...flightSearchFiltersDefault,
      timetable: [
        { ...flightSearchFiltersDefault.timetable[0], departure: window },
        flightSearchFiltersDefault.timetable[1],
      ],
    } as const;
    expect(flightFilterSectionStartsOpen("timetable", timed)).toBe(true);
    expect(flightFilterSectionStartsOpen("airports", timed)).toBe(false);
    const stop = { departure: [], stop: ["PTY"], arrival: [] };
    const airports = {
      ...flightSearchFiltersDefault,
      airports: [flightSearchFiltersDefault.airports[0], stop],
    } as const;
    expect(flightFilterSectionStartsOpen("airports", airports)).toBe(true);
  });

  test.prop([arbFlightSearchFilters, fc.constantFrom(...SECTIONS)], { numRuns: 1000 })(
    "a section starts folded only when it is airports or schedules and none of its filters is applied",
    (filters, section) => {
      const applied =
        section === "airports"
          ? filters.airports.some((leg) => [leg.departure, leg.stop, leg.arrival].some((codes) => codes.length > 0))
          : section === "timetable"
            ? JSON.stringify(filters.timetable) !== JSON.stringify(flightSearchFiltersDefault.timetable)
            : true;
      expect(flightFilterSectionStartsOpen(section, filters)).toBe(applied);
    },
  );
});

describe("flightFilterPanelVariant", () => {
  test("a phone's 390 px gets the phone variant, a 1280 px desktop the plain one", () => {
    expect(flightFilterPanelVariant(390)).toBe("phone");
    expect(flightFilterPanelVariant(767)).toBe("phone");
    expect(flightFilterPanelVariant(768)).toBe("plain");
    expect(flightFilterPanelVariant(1280)).toBe("plain");
  });

  test.prop([fc.integer({ min: 0, max: 10_000 })], { numRuns: 1000 })(
    "phone exactly below the phone width, plain from it on, never the fixed service-class list",
    (width) => {
      expect(flightFilterPanelVariant(width)).toBe(width < BREAKPOINTS.phone ? "phone" : "plain");
    },
  );
});
