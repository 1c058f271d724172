import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbOccupancy } from "../validation/test/arbitraries.js";
import {
  countGuests,
  formatOccupancy,
  HOME_FORM_LIMITS,
  parseOccupancy,
  RESULTS_FORM_LIMITS,
  validateOccupancy,
} from "./occupancy.js";

/** Any list of rooms the grammar can write, valid or not: an age list need not match its child count. */
const guests = fc.nat({ max: 99 });
const arbRoomsAnyShape = fc.array(
  fc.record({ adults: guests, children: guests, ages: fc.array(guests, { maxLength: 6 }) }),
  {
    minLength: 1,
    maxLength: 12,
  },
);

describe("occupancy grammar", () => {
  test.prop([arbRoomsAnyShape], { numRuns: 2000 })("parse(format(rooms)) returns the rooms", (rooms) => {
    const parsed = parseOccupancy(formatOccupancy(rooms));
    expect(Result.isSuccess(parsed) && parsed.success).toEqual(rooms);
  });

  test.prop([fc.string({ maxLength: 40 })], { numRuns: 2000 })("parsing any string never throws", (text) => {
    const parsed = parseOccupancy(text);
    if (Result.isSuccess(parsed)) expect(formatOccupancy(parsed.success)).toBe(text);
    else expect(parsed.failure._tag).toBe("OccupancyParseError");
  });

  it("reads the spec's examples", () => {
    expect(parseOccupancy("2-1:5,1-0")).toEqual(
      Result.succeed([
        { adults: 2, children: 1, ages: [5] },
        { adults: 1, children: 0, ages: [] },
      ]),
    );
    expect(formatOccupancy([{ adults: 2, children: 2, ages: [4, 9] }])).toBe("2-2:4-9");
  });

  it("names the malformed room", () => {
    const parsed = parseOccupancy("2-0,x-1");
    expect(Result.isFailure(parsed) && parsed.failure.room).toBe(1);
    expect(Result.isFailure(parseOccupancy(""))).toBe(true);
    expect(Result.isFailure(parseOccupancy("2-1:"))).toBe(true);
  });
});

describe("occupancy limits", () => {
  test.prop([arbOccupancy(HOME_FORM_LIMITS)], { numRuns: 1000 })(
    "rooms drawn within the home limits are valid",
    (rooms) => {
      expect(validateOccupancy(rooms, HOME_FORM_LIMITS)).toEqual([]);
    },
  );

  it("reports every failing field with its key", () => {
    const issues = validateOccupancy(
      [
        { adults: 0, children: 5, ages: [3] },
        { adults: 2, children: 1, ages: [18] },
      ],
      HOME_FORM_LIMITS,
    );
    expect(issues).toEqual([
      { path: [0, "adults"], key: "occupancy.adultsOutOfRange" },
      { path: [0, "children"], key: "occupancy.childrenOutOfRange" },
      { path: [0, "ages", 1], key: "occupancy.childAgeRequired" },
      { path: [0, "ages", 2], key: "occupancy.childAgeRequired" },
      { path: [0, "ages", 3], key: "occupancy.childAgeRequired" },
      { path: [0, "ages", 4], key: "occupancy.childAgeRequired" },
      { path: [1, "ages", 0], key: "occupancy.childAgeOutOfRange" },
    ]);
  });

  it("holds the results form to 7 rooms and 3 children", () => {
    const eight = Array.from({ length: 8 }, () => ({ adults: 1, children: 0, ages: [] }));
    expect(validateOccupancy(eight, RESULTS_FORM_LIMITS)).toEqual([
      { path: ["rooms"], key: "occupancy.roomsOutOfRange" },
    ]);
    expect(validateOccupancy(eight, HOME_FORM_LIMITS)).toEqual([]);
    expect(validateOccupancy([{ adults: 1, children: 4, ages: [1, 2, 3, 4] }], RESULTS_FORM_LIMITS)).toEqual([
      { path: [0, "children"], key: "occupancy.childrenOutOfRange" },
    ]);
    expect(validateOccupancy([{ adults: 1, children: 0, ages: [4] }])).toEqual([
      { path: [0, "ages", 0], key: "occupancy.childAgeOutOfRange" },
    ]);
  });

  test.prop([arbOccupancy(HOME_FORM_LIMITS)], { numRuns: 200 })("counts guests room by room", (rooms) => {
    const { adults, children } = countGuests(rooms);
    expect(adults).toBe(rooms.reduce((sum, room) => sum + room.adults, 0));
    expect(children).toBe(rooms.reduce((sum, room) => sum + room.ages.length, 0));
  });
});
