import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { FLIGHT_SEARCH_FORM_DEFAULTS } from "../flight/searchForm/flightSearchForm.js";
import { HOME_FORM_LIMITS } from "../occupancy/occupancy.js";
import {
  flightFormWithChildren,
  roomWithChildren,
  SEARCH_FORM_NEW_ROOM,
  searchFormWithRoomCount,
} from "./searchFormRooms.js";
import { arbOccupancy, arbRoom } from "./test/arbitraries.js";

describe("search form rooms", () => {
  it("adds default rooms and trims from the end", () => {
    const one = [{ adults: 1, children: 1, ages: [3] }];
    expect(searchFormWithRoomCount(one, 3)).toEqual([one[0], SEARCH_FORM_NEW_ROOM, SEARCH_FORM_NEW_ROOM]);
    expect(searchFormWithRoomCount(searchFormWithRoomCount(one, 3), 1)).toEqual(one);
    expect(searchFormWithRoomCount(one, Number.NaN)).toEqual([]);
  });

  it("keeps chosen ages and trims the list to the children", () => {
    expect(roomWithChildren({ adults: 2, children: 2, ages: [4, 9] }, 1)).toEqual({
      adults: 2,
      children: 1,
      ages: [4],
    });
    expect(roomWithChildren({ adults: 2, children: 1, ages: [4] }, 3)).toEqual({ adults: 2, children: 3, ages: [4] });
    const flight = flightFormWithChildren({ ...FLIGHT_SEARCH_FORM_DEFAULTS, children: 2, ages: [1, 2] }, 1);
    expect(flight).toMatchObject({ children: 1, ages: [1] });
  });

  test.prop([arbOccupancy(HOME_FORM_LIMITS), fc.integer({ min: 0, max: 9 })], { numRuns: 1000 })(
    "gives exactly the count asked, keeping the rooms that stay",
    (rooms, wanted) => {
      const next = searchFormWithRoomCount(rooms, wanted);
      expect(next).toHaveLength(wanted);
      expect(next.slice(0, rooms.length)).toEqual(rooms.slice(0, wanted));
    },
  );

  test.prop([arbRoom(HOME_FORM_LIMITS), fc.integer({ min: 0, max: 4 })], { numRuns: 1000 })(
    "never leaves more ages than children",
    (room, children) => {
      const next = roomWithChildren(room, children);
      expect(next.children).toBe(children);
      expect(next.ages).toEqual(room.ages.slice(0, children));
    },
  );
});
