import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { arbNearCalendarDate } from "../dates/test/arbitraries.js";
import { formatDestinationId } from "../routes/destinationId.js";
import { arbDestinationId } from "../routes/test/arbitraries.js";
import { searchTargetDate, searchTargetDestination, searchTargetNavigate } from "./searchTarget.js";

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

  test.prop([arbDestinationId], { numRuns: 1000 })("a destination id reads back as itself", (destination) => {
    expect(searchTargetDestination(formatDestinationId(destination))).toEqual(Result.succeed(destination));
  });

  it("refuses a blank destination on destinationId with the box's message", () => {
    expect(searchTargetDestination("")).toEqual(
      Result.fail({ _tag: "Unbuildable", field: "destinationId", key: "forms.homeDestinationRequired" }),
    );
  });

  it("navigates to a URL", () => {
    expect(searchTargetNavigate("/x")).toEqual({ _tag: "Navigate", url: "/x" });
  });
});
