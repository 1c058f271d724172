import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";

/**
 * One room (hotels) or one party of passengers (flights).
 *
 * Spec 001 §3 Room: "adults (default 2), children (default 0), ages list".
 */
export interface Room {
  /** Adults in the room: 1–9 per room (spec 001 §5). */
  readonly adults: number;
  /** Children in the room: 0–4 per room, 0–3 on some forms (spec 001 §5). */
  readonly children: number;
  /** One age (0–17) per child; may be shorter than `children` while a form is being filled. */
  readonly ages: readonly number[];
}

/** Rooms in the order the visitor entered them. */
export type Occupancy = readonly Room[];

/** Why a string is not an occupancy: a tagged value, never a thrown error. */
export interface OccupancyParseError {
  readonly _tag: "OccupancyParseError";
  /** The text that was given. */
  readonly input: string;
  /** Index of the room (0-based) whose text is malformed, or -1 for an empty input. */
  readonly room: number;
  /** A short English reason for logs and 400 replies. */
  readonly reason: string;
}

const ROOM_PATTERN = /^(\d{1,2})-(\d{1,2})(?::(\d{1,2}(?:-\d{1,2})*))?$/;

/** The separator between rooms in a hotel path (spec 000 §2: "rooms separated by commas"). */
export const ROOM_SEPARATOR = ",";

/**
 * Formats one room as `adults-children[:age-age…]`.
 *
 * @example formatRoom({ adults: 2, children: 2, ages: [4, 9] }) // "2-2:4-9"
 */
export const formatRoom = (room: Room): string =>
  room.ages.length === 0 ? `${room.adults}-${room.children}` : `${room.adults}-${room.children}:${room.ages.join("-")}`;

/**
 * Formats rooms as the path segment of hotel results: rooms joined by `,`.
 *
 * @example formatOccupancy([{ adults: 2, children: 0, ages: [] }, { adults: 1, children: 1, ages: [5] }]) // "2-0,1-1:5"
 */
export const formatOccupancy = (rooms: Occupancy): string => rooms.map(formatRoom).join(ROOM_SEPARATOR);

/**
 * Reads one `adults-children[:age-age…]` group. The grammar is checked here; the spec's limits are checked by
 * {@link validateOccupancy}, so a form can show a message per field instead of losing the whole value.
 */
export const parseRoom = (text: string, index = 0, input = text): Result.Result<Room, OccupancyParseError> => {
  const match = typeof text === "string" ? ROOM_PATTERN.exec(text) : null;
  if (match === null) {
    const room = typeof index === "number" ? index : 0;
    return Result.fail({
      _tag: "OccupancyParseError",
      input: shownInput(input),
      room,
      reason: `room ${room + 1} "${shownInput(text)}" is not adults-children[:age-age…]`,
    });
  }
  const [, adults = "0", children = "0", ages] = match;
  return Result.succeed({
    adults: Number(adults),
    children: Number(children),
    ages: ages === undefined ? [] : ages.split("-").map(Number),
  });
};

/**
 * Reads the rooms of a hotel path segment (`2-1:5,2-0`). Never throws.
 *
 * @example parseOccupancy("2-1:5,1-0") // Success([{adults:2,children:1,ages:[5]},{adults:1,children:0,ages:[]}])
 */
export const parseOccupancy = (input: string): Result.Result<Occupancy, OccupancyParseError> => {
  if (typeof input !== "string" || input.trim() === "") {
    return Result.fail({
      _tag: "OccupancyParseError",
      input: shownInput(input),
      room: -1,
      reason: "occupancy is empty",
    });
  }
  const rooms: Room[] = [];
  const parts = input.split(ROOM_SEPARATOR);
  for (const [index, part] of parts.entries()) {
    const room = parseRoom(part, index, input);
    if (Result.isFailure(room)) return Result.fail(room.failure);
    rooms.push(room.success);
  }
  return Result.succeed(rooms);
};

/** Bounds that a search form imposes on rooms and guests. */
export interface OccupancyLimits {
  readonly rooms: { readonly min: number; readonly max: number };
  readonly adults: { readonly min: number; readonly max: number };
  readonly children: { readonly min: number; readonly max: number };
  readonly age: { readonly min: number; readonly max: number };
}

/** Home search forms: rooms 1–9, adults 1–9, children 0–4, ages 0–17 (spec 001 §5, spec 002 §5). */
export const HOME_FORM_LIMITS: OccupancyLimits = {
  rooms: { min: 1, max: 9 },
  adults: { min: 1, max: 9 },
  children: { min: 0, max: 4 },
  age: { min: 0, max: 17 },
};

/** Results-page search form: rooms 1–7 and children 0–3 (spec 001 §2 Results screen). */
export const RESULTS_FORM_LIMITS: OccupancyLimits = {
  ...HOME_FORM_LIMITS,
  rooms: { min: 1, max: 7 },
  children: { min: 0, max: 3 },
};

/** Package flow hotel form: children 0–3 (spec 002 §5). */
export const PACKAGE_FORM_LIMITS: OccupancyLimits = { ...HOME_FORM_LIMITS, children: { min: 0, max: 3 } };

/** Message keys an occupancy can fail with; the catalogs in `locale` hold their texts. */
export type OccupancyIssueKey =
  | "occupancy.roomsOutOfRange"
  | "occupancy.adultsOutOfRange"
  | "occupancy.childrenOutOfRange"
  | "occupancy.childAgeRequired"
  | "occupancy.childAgeOutOfRange";

/** One failing field of an occupancy, with the path a form uses to place the message. */
export interface OccupancyIssue {
  /** `["rooms"]`, `[room, "adults"]`, `[room, "children"]` or `[room, "ages", child]`. */
  readonly path: readonly (string | number)[];
  readonly key: OccupancyIssueKey;
}

const within = (value: number, bounds: { readonly min: number; readonly max: number }): boolean =>
  Number.isInteger(value) && value >= bounds.min && value <= bounds.max;

/**
 * Every way the rooms break the form's limits; empty when valid.
 *
 * Spec 001 §5: "Rooms 1-9 (1-7 on results form); adults 1-9 per room; children 0-4 per room (0-3 in some forms)";
 * "Child age cannot be empty: 'El campo edad no puede quedar vacío'"; "ages 0-17".
 */
export const validateOccupancy = (rooms: Occupancy, limits: OccupancyLimits = HOME_FORM_LIMITS): OccupancyIssue[] => {
  const issues: OccupancyIssue[] = [];
  if (!within(rooms.length, limits.rooms)) issues.push({ path: ["rooms"], key: "occupancy.roomsOutOfRange" });
  rooms.forEach((room, index) => {
    if (!within(room.adults, limits.adults))
      issues.push({ path: [index, "adults"], key: "occupancy.adultsOutOfRange" });
    if (!within(room.children, limits.children)) {
      issues.push({ path: [index, "children"], key: "occupancy.childrenOutOfRange" });
    }
    for (let child = 0; child < room.children; child++) {
      const age = room.ages[child];
      if (age === undefined) issues.push({ path: [index, "ages", child], key: "occupancy.childAgeRequired" });
      else if (!within(age, limits.age))
        issues.push({ path: [index, "ages", child], key: "occupancy.childAgeOutOfRange" });
    }
    if (room.ages.length > room.children) {
      issues.push({ path: [index, "ages", room.children], key: "occupancy.childAgeOutOfRange" });
    }
  });
  return issues;
};

/** Total guests of all rooms: adults plus children. */
export const countGuests = (rooms: Occupancy): { readonly adults: number; readonly children: number } =>
  rooms.reduce((sum, room) => ({ adults: sum.adults + room.adults, children: sum.children + room.children }), {
    adults: 0,
    children: 0,
  });
