import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { validateOccupancy } from "../../occupancy/occupancy.js";
import { arbRoomsEvent } from "../../search/forms/test/arbitraries.js";
import { arbPlace } from "../../validation/test/arbitraries.js";
import {
  PACKAGE_SEARCH_FORM_DEFAULTS,
  PACKAGE_SEARCH_FORM_LIMITS,
  type PackageSearchFormVariant,
} from "./packageSearchForm.js";
import { type PackageSearchFormEvent, packageSearchFormTransition } from "./packageSearchFormTransition.js";

const arbEvent: fc.Arbitrary<PackageSearchFormEvent> = fc.oneof(
  fc.array(arbPlace, { maxLength: 4 }).map((places) => ({ _tag: "originsChosen" as const, places })),
  fc.string({ maxLength: 6 }).map((text) => ({ _tag: "destinationTyped" as const, text })),
  arbPlace.map((place) => ({ _tag: "destinationChosen" as const, place })),
  fc.string({ maxLength: 6 }).map((text) => ({ _tag: "accommodationTyped" as const, text })),
  arbPlace.map((place) => ({ _tag: "accommodationChosen" as const, place })),
  fc.record({ _tag: fc.constant("datesPicked" as const), checkIn: fc.string(), checkOut: fc.string() }),
  fc.record({ _tag: fc.constant("partialStayPicked" as const), hotelIn: fc.string(), hotelOut: fc.string() }),
  fc.constantFrom({ _tag: "differentHotelToggled" as const }, { _tag: "partialStayToggled" as const }),
  arbRoomsEvent,
);
const arbVariant = fc.constantFrom<PackageSearchFormVariant>("desktop", "results");

describe("packageSearchFormTransition", () => {
  test.prop([fc.array(arbEvent, { maxLength: 25 }), arbVariant], { numRuns: 1000 })(
    "rooms stay within the variant's limits; origins hold each place once; a typed city has no id",
    (events, variant) => {
      const values = events.reduce(packageSearchFormTransition(variant), PACKAGE_SEARCH_FORM_DEFAULTS);
      const counts = validateOccupancy(values.rooms, PACKAGE_SEARCH_FORM_LIMITS[variant]);
      expect(counts.filter((issue) => issue.key !== "occupancy.childAgeRequired")).toEqual([]);
      const ids = values.origins.map((place) => place.id);
      expect(new Set(ids).size).toBe(ids.length);
      const lastCity = events
        .filter((event) => event._tag === "accommodationTyped" || event._tag === "accommodationChosen")
        .at(-1);
      expect(values.accommodationCityId).toBe(lastCity?._tag === "accommodationChosen" ? lastCity.place.id : "");
    },
  );

  test.prop([fc.array(arbEvent, { maxLength: 10 })], { numRuns: 1000 })(
    "each checkbox clicked twice leaves the form as it was",
    (events) => {
      const values = events.reduce(packageSearchFormTransition(), PACKAGE_SEARCH_FORM_DEFAULTS);
      for (const _tag of ["differentHotelToggled", "partialStayToggled"] as const) {
        const twice = [{ _tag }, { _tag }].reduce(packageSearchFormTransition(), values);
        expect(twice).toEqual(values);
      }
    },
  );
});
