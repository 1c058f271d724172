import type { Occupancy, OccupancyLimits, Room } from "../../occupancy/occupancy.js";
import { roomWithChildren, searchFormWithRoomCount } from "../../validation/searchFormRooms.js";
import { boundedCount } from "./internal/boundedCount.js";

/** The room events shared by the hotel and flight-plus-hotel forms (spec 001 §4, spec 002 §4). */
export type SearchFormRoomsEvent =
  /** The room-count selector: "room count change adds or trims rooms". */
  | { readonly _tag: "roomCountSet"; readonly count: number }
  /** A room's adults selector. */
  | { readonly _tag: "roomAdultsSet"; readonly room: number; readonly adults: number }
  /** A room's children selector: "child count change adds or trims age entries". */
  | { readonly _tag: "childCountSet"; readonly room: number; readonly children: number }
  /** A child's age selector. */
  | { readonly _tag: "childAgeSet"; readonly room: number; readonly child: number; readonly age: number }
  /** A room block's remove button (spec 002 §2 flight-plus-hotel form). */
  | { readonly _tag: "roomRemoved"; readonly room: number };

/** The `_tag`s of {@link SearchFormRoomsEvent}, to route a form's events. */
export const SEARCH_FORM_ROOMS_EVENT_TAGS: readonly SearchFormRoomsEvent["_tag"][] = [
  "roomCountSet",
  "roomAdultsSet",
  "childCountSet",
  "childAgeSet",
  "roomRemoved",
];

/** Whether an event is a room event. */
export const isSearchFormRoomsEvent = (event: { readonly _tag: string }): event is SearchFormRoomsEvent =>
  (SEARCH_FORM_ROOMS_EVENT_TAGS as readonly string[]).includes(event._tag);

const editRoom = (rooms: Occupancy, index: number, edit: (room: Room) => Room): Occupancy =>
  index >= 0 && index < rooms.length ? rooms.map((room, at) => (at === index ? edit(room) : room)) : rooms;

/**
 * The rooms after one room event, kept inside the form variant's limits (rooms 1-9 on home, 1-7 on the results page;
 * children 0-4, or 0-3 on the results page and in the package flow; ages 0-17): a count beyond them is brought to the
 * nearest bound, an event naming a room or child that does not exist changes nothing, and the last room stays.
 *
 * @example searchFormRoomsTransition([{ adults: 2, children: 0, ages: [] }], { _tag: "roomCountSet", count: 12 }, RESULTS_FORM_LIMITS).length // 7
 */
export const searchFormRoomsTransition = (
  rooms: Occupancy,
  event: SearchFormRoomsEvent,
  limits: OccupancyLimits,
): Occupancy => {
  switch (event._tag) {
    case "roomCountSet":
      return searchFormWithRoomCount(rooms, boundedCount(event.count, limits.rooms));
    case "roomAdultsSet":
      return editRoom(rooms, event.room, (room) => ({ ...room, adults: boundedCount(event.adults, limits.adults) }));
    case "childCountSet":
      return editRoom(rooms, event.room, (room) =>
        roomWithChildren(room, boundedCount(event.children, limits.children)),
      );
    case "childAgeSet":
      return editRoom(rooms, event.room, (room) => {
        if (!Number.isInteger(event.child) || event.child < 0 || event.child >= room.children) return room;
        const ages = [...room.ages];
        ages[event.child] = boundedCount(event.age, limits.age);
        return { ...room, ages };
      });
    case "roomRemoved":
      return rooms.length <= limits.rooms.min ? rooms : rooms.filter((_, at) => at !== event.room);
  }
};
