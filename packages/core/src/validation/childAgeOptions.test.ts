import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  FLIGHT_AGE_OPTIONS,
  HOTEL_CHILD_AGE_OPTIONS,
  HOTEL_CHILD_AGE_OPTIONS_NO_INFANTS,
  RESULTS_CHILD_AGE_OPTIONS,
  roomChildAgeOptions,
} from "./childAgeOptions.js";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("child age options", () => {
  it("lists 0-17 for hotels, 2-17 without infants, '<1' and 1-17 on the results side", () => {
    expect(HOTEL_CHILD_AGE_OPTIONS.map((o) => o.value)).toEqual(range(0, 17));
    expect(HOTEL_CHILD_AGE_OPTIONS_NO_INFANTS.map((o) => o.value)).toEqual(range(2, 17));
    expect(RESULTS_CHILD_AGE_OPTIONS.map((o) => o.label)).toEqual(["<1", ...range(1, 17).map(String)]);
    expect(RESULTS_CHILD_AGE_OPTIONS.map((o) => o.value)).toEqual(range(0, 17));
  });

  it("lists the flight age codes 0 select, 1 baby, 2 child, 3 adult", () => {
    expect(FLIGHT_AGE_OPTIONS.map((o) => [o.code, o.key])).toEqual([
      [0, "flight.ageSelect"],
      [1, "flight.ageBaby"],
      [2, "flight.ageChild"],
      [3, "flight.ageAdult"],
    ]);
  });

  it("offers only 2-17 once two other children of the room are infants", () => {
    expect(roomChildAgeOptions([0, 1, 5], 2)).toBe(HOTEL_CHILD_AGE_OPTIONS_NO_INFANTS);
    expect(roomChildAgeOptions([0, 1, 5], 0)).toBe(HOTEL_CHILD_AGE_OPTIONS);
    expect(roomChildAgeOptions([0, undefined], 1)).toBe(HOTEL_CHILD_AGE_OPTIONS);
  });

  test.prop([fc.array(fc.option(fc.integer({ min: 0, max: 17 }), { nil: undefined }), { maxLength: 4 }), fc.nat(4)], {
    numRuns: 1000,
  })("a room never ends with three infants, and a selector keeps its own value when possible", (ages, index) => {
    const others = ages.filter((age, i) => i !== index && (age === 0 || age === 1)).length;
    const options = roomChildAgeOptions(ages, index).map((o) => o.value);
    expect(options.includes(0)).toBe(others < 2);
    const own = ages[index];
    if (own !== undefined && others < 2) expect(options).toContain(own);
  });
});
