import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { arbPlace } from "../../validation/test/arbitraries.js";
import { HOUSE_PASSENGER_LIMITS, HOUSE_SEARCH_FORM_DEFAULTS } from "./houseSearchForm.js";
import { type HouseSearchFormEvent, houseSearchFormTransition } from "./houseSearchFormTransition.js";

const arbEvent: fc.Arbitrary<HouseSearchFormEvent> = fc.oneof(
  fc.string({ maxLength: 8 }).map((text) => ({ _tag: "destinationTyped" as const, text })),
  arbPlace.map((place) => ({ _tag: "destinationChosen" as const, place })),
  fc.record({ _tag: fc.constant("datesPicked" as const), checkIn: fc.string(), checkOut: fc.string() }),
  fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double()).map((passengers) => ({
    _tag: "passengersSet" as const,
    passengers,
  })),
);

describe("houseSearchFormTransition", () => {
  test.prop([fc.array(arbEvent, { maxLength: 20 })], { numRuns: 1000 })(
    "passengers stay a whole number within the box's limits; the id is set only by a chosen suggestion",
    (events) => {
      const values = events.reduce(houseSearchFormTransition, HOUSE_SEARCH_FORM_DEFAULTS);
      expect(Number.isInteger(values.passengers)).toBe(true);
      expect(values.passengers).toBeGreaterThanOrEqual(HOUSE_PASSENGER_LIMITS.min);
      expect(values.passengers).toBeLessThanOrEqual(HOUSE_PASSENGER_LIMITS.max);
      const lastPlace = events
        .filter((event) => event._tag === "destinationTyped" || event._tag === "destinationChosen")
        .at(-1);
      expect(values.destinationId).toBe(lastPlace?._tag === "destinationChosen" ? lastPlace.place.id : "");
    },
  );
});
