import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbCalendarDate } from "../dates/test/arbitraries.js";
import {
  formatActivityChildren,
  formatActivityParameters,
  parseActivityChildren,
  parseActivityParameters,
} from "./activityParameters.js";

const arbChildren = fc.record({
  count: fc.integer({ min: 0, max: 99 }),
  ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 5 }),
});

describe("activities parameters", () => {
  test.prop([arbChildren, arbCalendarDate], { numRuns: 1000 })(
    "parse(format(parameters)) returns them",
    (children, date) => {
      expect(parseActivityChildren(formatActivityChildren(children))).toEqual(Result.succeed(children));
      expect(parseActivityParameters(formatActivityParameters({ children, date }))).toEqual(
        Result.succeed({ children, date }),
      );
    },
  );

  test.prop([fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })], { numRuns: 1000 })(
    "parsing any strings never throws",
    (children, date) => {
      const parsed = parseActivityParameters({ children, date });
      if (Result.isSuccess(parsed)) expect(formatActivityParameters(parsed.success)).toEqual({ children, date });
      else expect(["children", "date"]).toContain(parsed.failure.field);
    },
  );

  it("reads a count or a count with ages, and YYYYMMDD", () => {
    expect(parseActivityChildren("2")).toEqual(Result.succeed({ count: 2, ages: [] }));
    expect(parseActivityChildren("2:4-9")).toEqual(Result.succeed({ count: 2, ages: [4, 9] }));
    expect(
      formatActivityParameters({
        children: { count: 1, ages: [7] },
        date: Result.getOrThrow(parseActivityParameters({ children: "0", date: "20260309" })).date,
      }),
    ).toEqual({ children: "1:7", date: "20260309" });
    expect(parseActivityParameters({ children: "1", date: "2026-03-09" })).toMatchObject({
      failure: { field: "date" },
    });
  });
});
