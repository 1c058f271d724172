import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { arbPlace } from "../../validation/test/arbitraries.js";
import {
  searchFormDestination,
  searchFormPlaceChosen,
  searchFormPlaceOptions,
  searchFormPlaceTyped,
  uniqueSearchFormPlaces,
} from "./searchFormPlaces.js";

// Few ids, so that repeats are common.
const arbSharedPlace = fc.record({
  id: fc.constantFrom("BUE", "MAD", "COR", "BCN"),
  name: fc.string({ maxLength: 8 }),
});
const arbPlaces = fc.array(fc.oneof(arbSharedPlace, arbPlace), { maxLength: 12 });

describe("uniqueSearchFormPlaces", () => {
  test.prop([arbPlaces], { numRuns: 1000 })("keeps the first of each id, in order, and every id", (places) => {
    const unique = uniqueSearchFormPlaces(places);
    const ids = unique.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(places.map((place) => place.id)));
    for (const place of unique) expect(place).toBe(places.find((other) => other.id === place.id));
    expect(uniqueSearchFormPlaces(unique)).toEqual(unique);
  });
});

describe("searchFormPlaceOptions", () => {
  test.prop([arbPlaces, arbPlaces, fc.constantFrom("", " ", "  ")], { numRuns: 1000 })(
    "for an empty term: the chosen places first, then the suggested ones not chosen, each id once",
    (chosen, suggested, term) => {
      const options = searchFormPlaceOptions(chosen, suggested, term);
      const uniqueChosen = uniqueSearchFormPlaces(chosen);
      expect(options.slice(0, uniqueChosen.length)).toEqual(uniqueChosen);
      expect(new Set(options.map((place) => place.id))).toEqual(
        new Set([...chosen, ...suggested].map((place) => place.id)),
      );
    },
  );

  test.prop([arbPlaces, arbPlaces, fc.string({ minLength: 1 }).filter((term) => term.trim() !== "")], {
    numRuns: 1000,
  })("for a typed term: only the matches, each id once", (chosen, suggested, term) => {
    expect(searchFormPlaceOptions(chosen, suggested, term)).toEqual(uniqueSearchFormPlaces(suggested));
  });
});

describe("searchFormPlaceTyped / searchFormPlaceChosen", () => {
  test.prop([fc.string()], { numRuns: 1000 })("typing keeps the text and drops the chosen id", (text) => {
    expect(searchFormPlaceTyped(text)).toEqual({ name: text, id: "" });
  });

  it("choosing shows the name and holds the id", () => {
    expect(searchFormPlaceChosen({ id: "MAD", name: "Madrid, España" })).toEqual({ name: "Madrid, España", id: "MAD" });
  });
});

describe("searchFormDestination", () => {
  test.prop([fc.string(), arbPlace], { numRuns: 1000 })(
    "typing keeps the text with no chosen id; choosing then holds the place's name and id",
    (text, place) => {
      expect(searchFormDestination({ _tag: "destinationTyped", text })).toEqual({
        destinationName: text,
        destinationId: "",
      });
      expect(searchFormDestination({ _tag: "destinationChosen", place })).toEqual({
        destinationName: place.name,
        destinationId: place.id,
      });
    },
  );
});
