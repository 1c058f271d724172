import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { FlightSearchFilterOptions } from "./flightSearchFilterOptions.js";
import { sampleFlightFilters } from "./test/flightSamples.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

schemaLaws("FlightSearchFilterOptions", FlightSearchFilterOptions, arbFromSchema(FlightSearchFilterOptions), [
  sampleFlightFilters,
  {},
]);

describe("FlightSearchFilterOptions errors", () => {
  it("refuses an unknown sort", () => {
    expectDecodeFailureAt(FlightSearchFilterOptions, { sorting: "PRICE:DESC" }, ["sorting"]);
  });
});
