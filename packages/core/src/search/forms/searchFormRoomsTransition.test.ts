import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  HOME_FORM_LIMITS,
  type Occupancy,
  type OccupancyLimits,
  PACKAGE_FORM_LIMITS,
  RESULTS_FORM_LIMITS,
  validateOccupancy,
} from "../../occupancy/occupancy.js";
import { SEARCH_FORM_NEW_ROOM } from "../../validation/searchFormRooms.js";
import { type SearchFormRoomsEvent, searchFormRoomsTransition } from "./searchFormRoomsTransition.js";
import { arbRoomsEvent } from "./test/arbitraries.js";

const arbLimits = fc.constantFrom<OccupancyLimits>(HOME_FORM_LIMITS, RESULTS_FORM_LIMITS, PACKAGE_FORM_LIMITS);
const start: Occupancy = [SEARCH_FORM_NEW_ROOM];
const run = (events: readonly SearchFormRoomsEvent[], limits: OccupancyLimits) =>
  events.reduce((rooms, event) => searchFormRoomsTransition(rooms, event, limits), start);

describe("searchFormRoomsTransition", () => {
  test.prop([fc.array(arbRoomsEvent, { maxLength: 25 }), arbLimits], { numRuns: 1000 })(
    "whatever is sent, the rooms stay within the variant's limits and no room has more ages than children",
    (events, limits) => {
      const rooms = run(events, limits);
      // Only missing ages may fail: every count is in range.
      expect(validateOccupancy(rooms, limits).filter((issue) => issue.key !== "occupancy.childAgeRequired")).toEqual(
        [],
      );
      for (const room of rooms) expect(room.ages.length).toBeLessThanOrEqual(room.children);
    },
  );

  test.prop([fc.array(arbRoomsEvent, { maxLength: 10 }), arbLimits, fc.integer({ min: 1, max: 9 })], {
    numRuns: 1000,
  })("a room count adds default rooms or trims from the end, keeping the rooms before it", (events, limits, count) => {
    const before = run(events, limits);
    const after = searchFormRoomsTransition(before, { _tag: "roomCountSet", count }, limits);
    const wanted = Math.min(count, limits.rooms.max);
    expect(after).toHaveLength(wanted);
    expect(after).toEqual(after.map((_, index) => before[index] ?? SEARCH_FORM_NEW_ROOM));
  });

  it("the results page's form has rooms 1-7 and children 0-3; the last room cannot be removed", () => {
    expect(searchFormRoomsTransition(start, { _tag: "roomCountSet", count: 9 }, RESULTS_FORM_LIMITS)).toHaveLength(7);
    expect(
      searchFormRoomsTransition(start, { _tag: "childCountSet", room: 0, children: 4 }, RESULTS_FORM_LIMITS)[0]
        ?.children,
    ).toBe(3);
    expect(searchFormRoomsTransition(start, { _tag: "roomRemoved", room: 0 }, HOME_FORM_LIMITS)).toBe(start);
    const two = searchFormRoomsTransition(start, { _tag: "roomCountSet", count: 2 }, HOME_FORM_LIMITS);
    expect(searchFormRoomsTransition(two, { _tag: "roomRemoved", room: 0 }, HOME_FORM_LIMITS)).toHaveLength(1);
  });

  it("sets a child's age only for a child the room has", () => {
    const one = searchFormRoomsTransition(start, { _tag: "childCountSet", room: 0, children: 1 }, HOME_FORM_LIMITS);
    expect(
      searchFormRoomsTransition(one, { _tag: "childAgeSet", room: 0, child: 0, age: 5 }, HOME_FORM_LIMITS),
    ).toEqual([{ adults: 2, children: 1, ages: [5] }]);
    expect(
      searchFormRoomsTransition(one, { _tag: "childAgeSet", room: 0, child: 1, age: 5 }, HOME_FORM_LIMITS),
    ).toEqual(one);
  });
});
