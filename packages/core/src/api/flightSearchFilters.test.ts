import { arbFlightSearchFilters } from "@travesia/testkit/arbitraries";
import { describe, it } from "vitest";
import { FlightSearchFilters } from "./flightSearchFilters.js";
import { sampleFlightFilters } from "./test/flightSamples.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

schemaLaws("FlightSearchFilters", FlightSearchFilters, arbFlightSearchFilters, [sampleFlightFilters, {}]);

describe("FlightSearchFilters errors", () => {
  it("refuses an unknown sort", () => {
    expectDecodeFailureAt(FlightSearchFilters, { sorting: "PRICE:DESC" }, ["sorting"]);
  });
});
