import * as Result from "effect/Result";
import { type CalendarDate, formatCompactDate, parseCompactDate } from "../dates/index.js";
import { isRecord, shownInput } from "../internal/outsideInput.js";
import { type RouteParseError, routeParseError } from "./routeParseError.js";

/** Children of an activity booking: how many, and their ages when known. */
export interface ActivityChildren {
  readonly count: number;
  readonly ages: readonly number[];
}

/**
 * Writes children as a count, or the count, a colon and the ages joined by hyphens.
 *
 * Spec 000 §3: "Activities parameters: children as a count, or a count followed by a colon and ages joined by hyphens".
 *
 * @example formatActivityChildren({ count: 2, ages: [4, 9] }) // "2:4-9"
 */
export const formatActivityChildren = (children: ActivityChildren): string =>
  children.ages.length === 0 ? String(children.count) : `${children.count}:${children.ages.join("-")}`;

/**
 * Reads `count` or `count:age-age…`. Never throws.
 *
 * @example parseActivityChildren("2:4-9") // Success({ count: 2, ages: [4, 9] })
 */
export const parseActivityChildren = (input: string): Result.Result<ActivityChildren, RouteParseError> => {
  if (typeof input !== "string")
    return Result.fail(routeParseError("activityParameters", "children", shownInput(input), "not a text"));
  const match = /^(0|[1-9]\d?)(?::(\d{1,2}(?:-\d{1,2})*))?$/.exec(input);
  if (match === null) {
    return Result.fail(routeParseError("activityParameters", "children", input, "expected count or count:age-age"));
  }
  return Result.succeed({
    count: Number(match[1]),
    ages: match[2] === undefined ? [] : match[2].split("-").map(Number),
  });
};

/** The activity part of an add-product payload (spec 000 §3: children, and the date as YYYYMMDD). */
export interface ActivityParameters {
  readonly children: ActivityChildren;
  readonly date: CalendarDate;
}

/**
 * Writes activity parameters as the add-product payload's `parameters` texts.
 *
 * @example formatActivityParameters({ children: { count: 1, ages: [7] }, date }) // { children: "1:7", date: "20260309" }
 */
export const formatActivityParameters = (parameters: ActivityParameters): { children: string; date: string } => ({
  children: formatActivityChildren(parameters.children),
  date: formatCompactDate(parameters.date),
});

/** Reads activity parameters from the payload texts. Never throws. */
export const parseActivityParameters = (input: {
  readonly children: string;
  readonly date: string;
}): Result.Result<ActivityParameters, RouteParseError> =>
  Result.gen(function* () {
    if (!isRecord(input))
      return yield* Result.fail(routeParseError("activityParameters", "children", shownInput(input), "not a record"));
    return {
      children: yield* parseActivityChildren(input.children),
      date: yield* Result.mapError(parseCompactDate(input.date), (error) =>
        routeParseError("activityParameters", "date", shownInput(input.date), error.reason),
      ),
    };
  });
