import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbNearCalendarDate } from "../dates/test/arbitraries.js";
import { searchTargetDate, searchTargetNavigate } from "./searchTarget.js";

describe("searchTargetDate", () => {
  test.prop([arbNearCalendarDate], { numRuns: 1000 })("a calendar date reads back as itself", (date) => {
    expect(searchTargetDate(date, "checkIn")).toEqual(Result.succeed(date));
  });

  test.prop([fc.string()], { numRuns: 1000 })(
    "any text is a date or Unbuildable on its field, never a throw",
    (text) => {
      const read = searchTargetDate(text, "departure");
      if (Result.isFailure(read)) {
        expect(read.failure).toEqual({ _tag: "Unbuildable", field: "departure", key: "forms.dateInvalid" });
      }
    },
  );

  it("navigates to a URL", () => {
    expect(searchTargetNavigate("/x")).toEqual({ _tag: "Navigate", url: "/x" });
  });
});
