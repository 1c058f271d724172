import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { formatDestinationId, parseDestinationId } from "./destinationId.js";
import { arbDestinationId } from "./test/arbitraries.js";

describe("destination ids", () => {
  test.prop([arbDestinationId], { numRuns: 1000 })("parse(format(id)) returns the id", (destination) => {
    expect(parseDestinationId(formatDestinationId(destination))).toEqual(Result.succeed(destination));
  });

  test.prop([fc.string({ maxLength: 24 })], { numRuns: 1000 })("parsing any string never throws", (text) => {
    const parsed = parseDestinationId(text);
    if (Result.isSuccess(parsed)) expect(parseDestinationId(formatDestinationId(parsed.success))).toEqual(parsed);
    else expect(parsed.failure._tag).toBe("RouteParseError");
  });

  it("reads the three forms and names the bad part", () => {
    expect(parseDestinationId("4521")).toEqual(Result.succeed({ _tag: "DestinationCode", id: "4521" }));
    expect(parseDestinationId("-34.6037,-58.3816")).toEqual(
      Result.succeed({ _tag: "DestinationCoordinates", latitude: -34.6037, longitude: -58.3816 }),
    );
    expect(parseDestinationId("4521OMNICODE=HTL77")).toEqual(
      Result.succeed({ _tag: "DestinationOmniCode", id: "4521", omniCode: "HTL77" }),
    );
    expect(parseDestinationId("91,0")).toMatchObject({ failure: { field: "latitude" } });
    expect(parseDestinationId("0,181")).toMatchObject({ failure: { field: "longitude" } });
    expect(parseDestinationId("4521OMNICODE=")).toMatchObject({ failure: { field: "omniCode" } });
    expect(parseDestinationId("")).toMatchObject({ failure: { field: "destinationId" } });
    expect(parseDestinationId("a,b")).toMatchObject({ failure: { field: "destinationId" } });
  });
});
