import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { decodeWith } from "./decode.js";
import { decodeInSlices, type SliceScheduler } from "./decodeInSlices.js";
import { flightSearchEndpoint } from "./endpoints/flightSearchEndpoint.js";
import { hotelSearchEndpoint } from "./endpoints/hotelSearchEndpoint.js";
import { FlightSearchReply } from "./flightSearchReply.js";
import { FlightSolution } from "./flightSolution.js";
import { HotelCluster } from "./hotelCluster.js";
import { HotelSearchReply } from "./hotelSearchReply.js";
import { RESULTS_LIST_LIMIT } from "./listLimits.js";
import { sampleHotelCluster } from "./test/hotelSamples.js";

/** A clock that moves 1 ms at each reading, and a yield that only counts: every slice of `sliceMs` readings yields. */
const countingScheduler = (sliceMs: number) => {
  let now = 0;
  let yields = 0;
  const scheduler: SliceScheduler = {
    now: () => now++,
    yieldToMain: async () => {
      yields++;
    },
    sliceMs,
  };
  return { scheduler, yields: () => yields };
};

const hotelsInSlices = decodeInSlices(HotelSearchReply, { path: ["hotels"], element: HotelCluster });
const decodeHotelsWhole = decodeWith(HotelSearchReply);
const decodeFlightsWhole = decodeWith(FlightSearchReply);

/** Success with the same value, or failure on both sides. */
const expectSameOutcome = (sliced: Result.Result<unknown, unknown>, whole: Result.Result<unknown, unknown>) => {
  expect(Result.isSuccess(sliced)).toBe(Result.isSuccess(whole));
  if (Result.isSuccess(sliced) && Result.isSuccess(whole)) expect(sliced.success).toEqual(whole.success);
};

describe("decodeInSlices", () => {
  // A whole reply nests clusters, rates and filters (each with its own 1,000-run laws): 300 runs of the full reply, as
  // in its own laws, keep the folder within its time budget; the junk property below has 1,000.
  test.prop([arbFromSchema(HotelSearchReply), fc.integer({ min: 1, max: 4 })], { numRuns: 300 })(
    "decodes a hotel search reply to what the whole decode gives, whatever the slice",
    async (reply, sliceMs) => {
      const result = await hotelsInSlices(reply, countingScheduler(sliceMs).scheduler);
      expect(result).toEqual(decodeHotelsWhole(reply));
    },
    60_000,
  );

  test.prop([arbFromSchema(FlightSearchReply), fc.integer({ min: 1, max: 4 })], { numRuns: 300 })(
    "decodes a flight search reply to what the whole decode gives (the list two keys down)",
    async (reply, sliceMs) => {
      const decode = decodeInSlices(FlightSearchReply, { path: ["flights", "solutions"], element: FlightSolution });
      const result = await decode(reply, countingScheduler(sliceMs).scheduler);
      expect(result).toEqual(decodeFlightsWhole(reply));
    },
    60_000,
  );

  test.prop(
    [
      fc.oneof(
        fc.anything(),
        fc.record({ done: fc.anything(), hotels: fc.array(fc.anything(), { maxLength: 4 }) }),
        fc.record({ done: fc.boolean(), hotels: fc.array(fc.oneof(fc.anything(), fc.constant(sampleHotelCluster))) }),
      ),
    ],
    { numRuns: 1000 },
  )("never throws, and fails exactly when the whole decode fails, with a path", async (input) => {
    const sliced = await hotelsInSlices(input, countingScheduler(1).scheduler);
    expectSameOutcome(sliced, decodeHotelsWhole(input));
    if (Result.isFailure(sliced)) expect(Array.isArray(sliced.failure.path)).toBe(true);
  });

  test.prop([fc.array(arbFromSchema(HotelCluster), { minLength: 2, maxLength: 6 }), fc.nat()], { numRuns: 300 })(
    "a bad element fails with its place in the reply",
    async (hotels, pick) => {
      const index = pick % hotels.length;
      const input = { done: true, hotels: hotels.map((hotel, at) => (at === index ? { ...hotel, name: 42 } : hotel)) };
      const result = await hotelsInSlices(input, countingScheduler(1).scheduler);
      expect(Result.isFailure(result)).toBe(true);
      if (Result.isFailure(result)) expect(result.failure.path).toEqual(["hotels", index, "name"]);
    },
    60_000,
  );

  it("yields between slices, and never when the list fits in one", async () => {
    const input = { done: true, hotels: [sampleHotelCluster, sampleHotelCluster, sampleHotelCluster] };
    const sliced = countingScheduler(1);
    expect(Result.isSuccess(await hotelsInSlices(input, sliced.scheduler))).toBe(true);
    // The envelope's slice, then one per element after it.
    expect(sliced.yields()).toBe(3);
    const atOnce = countingScheduler(1_000);
    expect(Result.isSuccess(await hotelsInSlices(input, atOnce.scheduler))).toBe(true);
    expect(atOnce.yields()).toBe(0);
  });

  it("fails a bad envelope as the whole decode does, before any element", async () => {
    const input = { done: "yes", hotels: [sampleHotelCluster] };
    const result = await hotelsInSlices(input, countingScheduler(1).scheduler);
    expect(result).toEqual(decodeHotelsWhole(input));
  });

  it("is the results endpoints' way to decode, bounded by the results limit", () => {
    expect(hotelSearchEndpoint.replySlices).toEqual({
      path: ["hotels"],
      element: HotelCluster,
      limit: RESULTS_LIST_LIMIT,
    });
    expect(flightSearchEndpoint.replySlices?.path).toEqual(["flights", "solutions"]);
    expect(flightSearchEndpoint.replySlices?.limit).toBe(RESULTS_LIST_LIMIT);
  });

  it("reads at most `limit` elements: a flooded reply keeps its first ones and never reads the rest", async () => {
    const bounded = decodeInSlices(HotelSearchReply, { path: ["hotels"], element: HotelCluster, limit: 3 });
    const named = (name: string) => ({ ...sampleHotelCluster, name });
    const flood = { done: true, hotels: [named("a"), named("b"), named("c"), { junk: true }, named("e")] };
    const sliced = countingScheduler(1);
    const result = await bounded(flood, sliced.scheduler);
    const hotels = Result.isSuccess(result) ? (result.success.hotels as readonly { name: string }[]) : [];
    expect(hotels.map((hotel) => hotel.name)).toEqual(["a", "b", "c"]);
    expect(sliced.yields()).toBe(3);
  });
});
