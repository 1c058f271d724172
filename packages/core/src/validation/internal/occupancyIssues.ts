import {
  type Occupancy,
  type OccupancyIssue,
  type OccupancyLimits,
  validateOccupancy,
} from "../../occupancy/occupancy.js";
import { type ValidationIssue, type ValidationPath, validationIssue } from "../validationIssue.js";

const boundsOf = (issue: OccupancyIssue, limits: OccupancyLimits) => {
  switch (issue.key) {
    case "occupancy.roomsOutOfRange":
      return limits.rooms;
    case "occupancy.adultsOutOfRange":
      return limits.adults;
    case "occupancy.childrenOutOfRange":
      return limits.children;
    case "occupancy.childAgeOutOfRange":
      return limits.age;
    case "occupancy.childAgeRequired":
      return undefined;
  }
};

/**
 * `validateOccupancy`'s issues as form issues under `prefix`, each with the `{min}`/`{max}` its message needs.
 * The rooms-count issue sits on the prefix itself (`["rooms"]`), a room's issues on `[...prefix, room, …]`.
 */
export const occupancyFormIssues = (
  rooms: Occupancy,
  limits: OccupancyLimits,
  prefix: ValidationPath,
): ValidationIssue[] =>
  validateOccupancy(rooms, limits).map((issue) => {
    const path = issue.path[0] === "rooms" ? prefix : [...prefix, ...issue.path];
    const bounds = boundsOf(issue, limits);
    return validationIssue(path, issue.key, bounds === undefined ? undefined : { min: bounds.min, max: bounds.max });
  });
