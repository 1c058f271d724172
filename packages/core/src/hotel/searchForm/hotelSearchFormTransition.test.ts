import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { validateOccupancy } from "../../occupancy/occupancy.js";
import { arbRoomsEvent } from "../../search/forms/test/arbitraries.js";
import { arbPlace } from "../../validation/test/arbitraries.js";
import {
  HOTEL_SEARCH_FORM_DEFAULTS,
  HOTEL_SEARCH_FORM_LIMITS,
  type HotelSearchFormVariant,
} from "./hotelSearchForm.js";
import { type HotelSearchFormEvent, hotelSearchFormTransition } from "./hotelSearchFormTransition.js";

const arbEvent: fc.Arbitrary<HotelSearchFormEvent> = fc.oneof(
  fc.string({ maxLength: 8 }).map((text) => ({ _tag: "destinationTyped" as const, text })),
  fc.record(
    { _tag: fc.constant("destinationChosen" as const), place: arbPlace, externalHotelReference: fc.string() },
    { requiredKeys: ["_tag", "place"] },
  ),
  fc.record({ _tag: fc.constant("datesPicked" as const), checkIn: fc.string(), checkOut: fc.string() }),
  arbRoomsEvent,
  fc.constant({ _tag: "advancedSearchToggled" as const }),
  fc.string().map((text) => ({ _tag: "hotelNameTyped" as const, text })),
  fc.constantFrom("CNF", "ALL", "ORQ").map((availability) => ({ _tag: "availabilitySet" as const, availability })),
);
const arbVariant = fc.constantFrom<HotelSearchFormVariant>("home", "results", "package");

describe("hotelSearchFormTransition", () => {
  test.prop([fc.array(arbEvent, { maxLength: 25 }), arbVariant], { numRuns: 1000 })(
    "rooms stay within the variant's limits whatever is sent",
    (events, variant) => {
      const values = events.reduce(hotelSearchFormTransition(variant), HOTEL_SEARCH_FORM_DEFAULTS);
      const counts = validateOccupancy(values.rooms, HOTEL_SEARCH_FORM_LIMITS[variant]);
      expect(counts.filter((issue) => issue.key !== "occupancy.childAgeRequired")).toEqual([]);
    },
  );

  test.prop([fc.array(arbEvent, { maxLength: 10 }), fc.string()], { numRuns: 1000 })(
    "typing a destination drops the chosen one and its hotel reference",
    (events, text) => {
      const before = events.reduce(hotelSearchFormTransition(), HOTEL_SEARCH_FORM_DEFAULTS);
      const after = hotelSearchFormTransition()(before, { _tag: "destinationTyped", text });
      expect(after).toEqual({ ...before, destinationName: text, destinationId: "", externalHotelReference: "" });
    },
  );

  test.prop([fc.array(arbEvent, { maxLength: 10 }), arbPlace], { numRuns: 1000 })(
    "choosing a new destination never keeps the previous one's hotel reference",
    (events, place) => {
      const before = events.reduce(hotelSearchFormTransition(), HOTEL_SEARCH_FORM_DEFAULTS);
      const after = hotelSearchFormTransition()(before, { _tag: "destinationChosen", place });
      expect(after).toEqual({
        ...before,
        destinationName: place.name,
        destinationId: place.id,
        externalHotelReference: "",
      });
    },
  );

  it("a hotel suggestion brings its reference; the advanced search toggles", () => {
    const chosen = hotelSearchFormTransition()(HOTEL_SEARCH_FORM_DEFAULTS, {
      _tag: "destinationChosen",
      place: { id: "MAD", name: "Hotel Prado" },
      externalHotelReference: "H-77",
    });
    expect(chosen.externalHotelReference).toBe("H-77");
    const open = hotelSearchFormTransition()(chosen, { _tag: "advancedSearchToggled" });
    expect(open.moreFilters).toBe(true);
    expect(hotelSearchFormTransition()(open, { _tag: "advancedSearchToggled" }).moreFilters).toBe(false);
  });
});
