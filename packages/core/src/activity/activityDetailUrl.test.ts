import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { readPathOccupancy } from "../routes/pathOccupancy.js";
import { type ActivityDetailRoute, buildActivityDetailUrl, parseActivityDetailUrl } from "./activityDetailUrl.js";
import { arbActivityDays, arbActivityParty } from "./test/arbitraries.js";

const arbRoute: fc.Arbitrary<ActivityDetailRoute> = fc
  .record({ activityId: fc.stringMatching(/^[A-Za-z0-9_.-]{1,60}$/), days: arbActivityDays, party: arbActivityParty })
  .filter(({ activityId }) => activityId !== "." && activityId !== "..")
  .map(({ activityId, days, party }) => ({ activityId, ...days, party }));

describe("activity detail URL", () => {
  test.prop([arbRoute], { numRuns: 1000 })("parse(build(route)) = route, party at segments 6 to 8", (route) => {
    const url = buildActivityDetailUrl(route);
    expect(parseActivityDetailUrl(url)).toEqual(Result.succeed(route));
    const read = readPathOccupancy("activity", url);
    expect(Result.isSuccess(read) && read.success.product === "activity" && read.success.adults).toBe(
      route.party.adults,
    );
  });

  test.prop([fc.anything()], { numRuns: 1000 })("junk never throws", (junk) => {
    expect(() => parseActivityDetailUrl(junk as string)).not.toThrow();
  });

  it("refuses an id that is not one", () => {
    const read = parseActivityDetailUrl("/activities/detail/a%20b/2027-03-01/2027-03-02/1/0/0");
    expect(Result.isFailure(read) && read.failure.field).toBe("activityId");
  });
});
