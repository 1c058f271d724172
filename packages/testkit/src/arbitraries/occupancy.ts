import type { Occupancy, OccupancyLimits, Room } from "@travesia/core";
import { HOME_FORM_LIMITS } from "@travesia/core";
import fc from "fast-check";

/** A room within the given form limits, with one age per child. */
export const arbRoom = (limits: OccupancyLimits = HOME_FORM_LIMITS): fc.Arbitrary<Room> =>
  fc
    .record({
      adults: fc.integer(limits.adults),
      children: fc.integer(limits.children),
    })
    .chain(({ adults, children }) =>
      fc
        .array(fc.integer(limits.age), { minLength: children, maxLength: children })
        .map((ages): Room => ({ adults, children, ages })),
    );

/** Valid rooms for a search form (spec 001 §5 limits by default). */
export const arbOccupancy = (limits: OccupancyLimits = HOME_FORM_LIMITS): fc.Arbitrary<Occupancy> =>
  fc.array(arbRoom(limits), { minLength: limits.rooms.min, maxLength: limits.rooms.max });

/**
 * Any room the grammar can carry, valid or not (ages may be missing or out of range), for parser round trips.
 */
export const arbRoomAnyShape: fc.Arbitrary<Room> = fc.record({
  adults: fc.integer({ min: 0, max: 99 }),
  children: fc.integer({ min: 0, max: 99 }),
  ages: fc.array(fc.integer({ min: 0, max: 99 }), { maxLength: 6 }),
});

/** Any non-empty list of rooms the grammar can carry. */
export const arbOccupancyAnyShape: fc.Arbitrary<Occupancy> = fc.array(arbRoomAnyShape, { minLength: 1, maxLength: 12 });
