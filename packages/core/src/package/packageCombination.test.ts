import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  packageCombinationValid,
  packageFlightSolutionIndex,
  packageInitialChoice,
  packageSolutionLegs,
} from "./packageCombination.js";
import { arbPackageReply } from "./test/packageReplies.js";

describe("packageInitialChoice", () => {
  test.prop([arbPackageReply], { numRuns: 1000 })("is the recommended combination when it is valid", (reply) => {
    expect(packageInitialChoice(reply)).toEqual(reply.recommended);
  });

  test.prop([arbPackageReply], { numRuns: 1000 })(
    "falls back to the first solution and hotel when the recommendation names nothing of the reply",
    (reply) => {
      const broken = { ...reply, recommended: { ...reply.recommended, rateId: "nope" } };
      const choice = packageInitialChoice(broken);
      expect(choice?.hotelDetailId).toBe("H0");
      expect(choice?.outbound).toBe("F0-0-0");
      expect(choice !== null && packageCombinationValid(broken, choice)).toBe(true);
      expect(packageInitialChoice({ ...reply, recommended: null })).toEqual(choice);
    },
  );

  it("is null without flights or without hotels", () => {
    fc.assert(
      fc.property(arbPackageReply, (reply) => {
        expect(packageInitialChoice({ ...reply, flights: [], recommended: null })).toBeNull();
        expect(packageInitialChoice({ ...reply, hotels: [], recommended: null })).toBeNull();
      }),
      { numRuns: 200 },
    );
  });
});

describe("packageFlightSolutionIndex", () => {
  test.prop([arbPackageReply], { numRuns: 1000 })("finds every solution by its default legs", (reply) => {
    reply.flights.forEach((solution, index) => {
      const legs = packageSolutionLegs(solution);
      expect(legs).not.toBeNull();
      if (legs !== null) expect(packageFlightSolutionIndex(reply.flights, legs.outbound, legs.return)).toBe(index);
    });
  });

  test.prop([arbPackageReply], { numRuns: 1000 })("legs of two different solutions name none", (reply) => {
    if (reply.flights.length < 2 || (reply.flights[0]?.trips.length ?? 0) < 2) return;
    expect(packageFlightSolutionIndex(reply.flights, "F0-0-0", "F1-1-0")).toBe(-1);
  });
});
