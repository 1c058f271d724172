import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { applyFlightFilters } from "../flight/applyFlightFilters.js";
import { flightSolutionPrice } from "../flight/flightPrices.js";
import { flightSearchFiltersDefault } from "../routes/flightSearchFilters.js";
import { decodeWith } from "./decode.js";
import { FlightSolution } from "./flightSolution.js";
import { flightSolutionSample } from "./flightSolutionSample.js";

describe("flightSolutionSample", () => {
  test.prop([fc.integer()], { numRuns: 1000 })("decodes with the FlightSolution Schema, and again the same", (seed) => {
    const sample = flightSolutionSample(seed);
    expect(decodeWith(FlightSolution)(sample)).toEqual(Result.succeed(sample));
    expect(flightSolutionSample(seed)).toEqual(sample);
    expect(Schema.is(FlightSolution)(sample)).toBe(true);
  });

  it("works with the filters and prices like a reply's solution", () => {
    const samples = Array.from({ length: 20 }, (_, seed) => flightSolutionSample(seed));
    expect(applyFlightFilters(samples, flightSearchFiltersDefault)).toHaveLength(20);
    for (const sample of samples) expect(flightSolutionPrice(sample)?.currency).toBe("USD");
    expect(new Set(samples.map((sample) => sample.trips.length))).toEqual(new Set([1, 2]));
  });
});
