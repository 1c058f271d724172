import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbPlace } from "../../validation/test/arbitraries.js";
import {
  FLIGHT_FORM_CABINS,
  FLIGHT_PASSENGER_LIMITS,
  FLIGHT_SEARCH_FORM_DEFAULTS,
  type FlightAgeCode,
  type FlightFormStops,
  type FlightSearchFormVariant,
} from "./flightSearchForm.js";
import {
  type FlightSearchFormEvent,
  flightSearchFormTransition,
  flightStopsToggled,
} from "./flightSearchFormTransition.js";

const arbStop = fc.constantFrom<FlightFormStops>(0, 1, 2);
const arbStops = fc.uniqueArray(arbStop).map((stops) => [...stops].sort((a, b) => a - b));
const arbCount = fc.integer({ min: -3, max: 12 });
const arbEvent: fc.Arbitrary<FlightSearchFormEvent> = fc.oneof(
  fc.array(arbPlace, { maxLength: 4 }).map((places) => ({ _tag: "originsChosen" as const, places })),
  fc.string({ maxLength: 6 }).map((text) => ({ _tag: "destinationTyped" as const, text })),
  arbPlace.map((place) => ({ _tag: "destinationChosen" as const, place })),
  fc.record({ _tag: fc.constant("datesPicked" as const), departure: fc.string(), returnDate: fc.string() }),
  fc.constantFrom(
    { _tag: "oneWayToggled" as const },
    { _tag: "flexibleDatesToggled" as const },
    { _tag: "advancedSearchToggled" as const },
  ),
  arbCount.map((adults) => ({ _tag: "adultsSet" as const, adults })),
  arbCount.map((children) => ({ _tag: "childCountSet" as const, children })),
  fc.record({
    _tag: fc.constant("childAgeSet" as const),
    child: fc.integer({ min: -1, max: 5 }),
    code: fc.constantFrom<FlightAgeCode>(0, 1, 2, 3),
  }),
  fc.constantFrom(...FLIGHT_FORM_CABINS).map((cabin) => ({ _tag: "cabinSet" as const, cabin })),
  fc.string({ maxLength: 4 }).map((officeId) => ({ _tag: "officeSet" as const, officeId })),
  arbStop.map((stop) => ({ _tag: "stopToggled" as const, stop })),
);
const arbVariant = fc.constantFrom<FlightSearchFormVariant>("full", "compact");

describe("flightStopsToggled", () => {
  test.prop([arbStops, arbStop], { numRuns: 1000 })(
    "flips one option, keeps the list ascending without repeats, and a second click undoes the first",
    (stops, stop) => {
      const once = flightStopsToggled(stops, stop);
      expect(once.includes(stop)).toBe(!stops.includes(stop));
      expect(once).toEqual([...new Set(once)].sort((a, b) => a - b));
      expect(flightStopsToggled(once, stop)).toEqual(stops);
    },
  );
});

describe("flightSearchFormTransition", () => {
  test.prop([fc.array(arbEvent, { maxLength: 25 }), arbVariant], { numRuns: 1000 })(
    "passengers stay 1-9 adults and 0-4 children with no more ages than children; one-way has no return; origins unique",
    (events, variant) => {
      const values = events.reduce(flightSearchFormTransition(variant), FLIGHT_SEARCH_FORM_DEFAULTS);
      const { adults, children } = FLIGHT_PASSENGER_LIMITS;
      expect(values.adults).toBeGreaterThanOrEqual(adults.min);
      expect(values.adults).toBeLessThanOrEqual(adults.max);
      expect(values.children).toBeGreaterThanOrEqual(children.min);
      expect(values.children).toBeLessThanOrEqual(children.max);
      expect(values.ages.length).toBeLessThanOrEqual(values.children);
      if (values.oneWay) expect(values.returnDate).toBe("");
      const ids = values.origins.map((place) => place.id);
      expect(new Set(ids).size).toBe(ids.length);
      if (variant === "compact") {
        // The compact form ('Actualizar') has neither flexible dates nor an advanced search.
        expect(values.flexibleDates).toBe(false);
        expect(values.moreFilters).toBe(false);
      }
    },
  );

  it("the full form opens its advanced search and flexible dates", () => {
    const full = flightSearchFormTransition("full");
    expect(full(FLIGHT_SEARCH_FORM_DEFAULTS, { _tag: "advancedSearchToggled" }).moreFilters).toBe(true);
    expect(full(FLIGHT_SEARCH_FORM_DEFAULTS, { _tag: "flexibleDatesToggled" }).flexibleDates).toBe(true);
  });
});
