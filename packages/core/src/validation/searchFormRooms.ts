import type { FlightSearchFormValues } from "../flight/searchForm/flightSearchForm.js";
import type { Occupancy, Room } from "../occupancy/occupancy.js";

/** A room as a search form adds it: spec 001 §3 "adults (default 2), children (default 0)". */
export const SEARCH_FORM_NEW_ROOM: Room = { adults: 2, children: 0, ages: [] };

const count = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

/**
 * The rooms after the room-count selector changes: extra rooms are added with the defaults, surplus rooms trimmed
 * from the end (spec 001 §4 "room count change adds or trims rooms"; spec 002 §4 "choosing a room count shows that
 * many rows"). Bounds are the validator's business, not this function's.
 *
 * @example searchFormWithRoomCount([{ adults: 1, children: 0, ages: [] }], 2) // [{ adults: 1, … }, { adults: 2, children: 0, ages: [] }]
 */
export const searchFormWithRoomCount = (
  rooms: Occupancy,
  roomCount: number,
  newRoom: Room = SEARCH_FORM_NEW_ROOM,
): Room[] => {
  const wanted = count(roomCount);
  return Array.from({ length: wanted }, (_, index) => rooms[index] ?? newRoom);
};

/**
 * A room after its children selector changes: the ages list keeps the ages already chosen and is trimmed to the
 * new count; new children start without an age until one is picked (spec 001 §4 "child count change adds or trims
 * age entries").
 *
 * @example roomWithChildren({ adults: 2, children: 2, ages: [4, 9] }, 1) // { adults: 2, children: 1, ages: [4] }
 */
export const roomWithChildren = (room: Room, children: number): Room => {
  const wanted = count(children);
  return { ...room, children: wanted, ages: room.ages.slice(0, wanted) };
};

/**
 * The flight form after its children selector changes: one age selector per child, chosen codes kept, the list
 * trimmed to the new count (spec 002 §4 "children above zero show one age selector each; children count adjusts
 * the ages list length").
 */
export const flightFormWithChildren = (values: FlightSearchFormValues, children: number): FlightSearchFormValues => {
  const wanted = count(children);
  return { ...values, children: wanted, ages: values.ages.slice(0, wanted) };
};
