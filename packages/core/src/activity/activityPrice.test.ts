import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import type { ActivityPriceBand } from "../api/activity.js";
import { activityBandForAge, activityPrice } from "./activityPrice.js";
import { arbActivityParty } from "./test/arbitraries.js";

const arbBands: fc.Arbitrary<ActivityPriceBand[]> = fc
  .record({
    adult: fc.integer({ min: 0, max: 500000 }),
    child: fc.option(fc.integer({ min: 0, max: 500000 }), { nil: undefined }),
    childFrom: fc.integer({ min: 2, max: 8 }),
    childTo: fc.integer({ min: 9, max: 17 }),
    infant: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: undefined }),
  })
  .map(({ adult, child, childFrom, childTo, infant }) => [
    { code: "adult" as const, minAge: childTo + 1, maxAge: 120, minor: adult },
    ...(child === undefined ? [] : [{ code: "child" as const, minAge: childFrom, maxAge: childTo, minor: child }]),
    ...(infant === undefined ? [] : [{ code: "infant" as const, minAge: 0, maxAge: childFrom - 1, minor: infant }]),
  ]);

describe("activity price by age band", () => {
  test.prop([arbBands, arbActivityParty], { numRuns: 1000 })(
    "the total is each participant at the band of their age, and the lines add up to it",
    (bands, party) => {
      const price = activityPrice(bands, "USD", party);
      expect(Result.isSuccess(price)).toBe(true);
      if (Result.isFailure(price)) return;
      const adult = bands.find((band) => band.code === "adult")?.minor ?? 0;
      const infant = bands.find((band) => band.code === "infant")?.minor ?? 0;
      const expected =
        party.adults * adult +
        party.childAges.reduce((sum, age) => sum + (activityBandForAge(bands, age)?.minor ?? 0), 0) +
        party.infants * infant;
      expect(price.success.total).toEqual({ minor: expected, currency: "USD" });
      expect(price.success.lines.reduce((sum, line) => sum + line.total.minor, 0)).toBe(expected);
      expect(price.success.lines.reduce((sum, line) => sum + line.count, 0)).toBe(
        party.adults + party.childAges.length + party.infants,
      );
    },
  );

  test.prop([arbActivityParty], { numRuns: 1000 })("without an adult band there is no price", (party) => {
    const price = activityPrice([{ code: "child", minAge: 0, maxAge: 17, minor: 100 }], "USD", party);
    expect(Result.isFailure(price) && price.failure.reason).toBe("noAdultBand");
  });

  it("prices 2 adults and children aged 4 and 9 where children are 4 to 12", () => {
    const bands: ActivityPriceBand[] = [
      { code: "adult", minAge: 13, maxAge: 99, minor: 5000 },
      { code: "child", minAge: 4, maxAge: 12, minor: 2500 },
      { code: "infant", minAge: 0, maxAge: 3, minor: 0 },
    ];
    const price = activityPrice(bands, "USD", { adults: 2, childAges: [4, 9], infants: 1 });
    expect(Result.isSuccess(price) && price.success.total.minor).toBe(15000);
    expect(Result.isSuccess(price) && price.success.lines.map((line) => [line.band, line.count])).toEqual([
      ["adult", 2],
      ["child", 2],
      ["infant", 1],
    ]);
    expect(activityBandForAge(bands, 15)?.code).toBe("adult");
    expect(activityBandForAge(bands, 2)?.code).toBe("infant");
  });
});
