import { arbHotelSearchFilters } from "@travesia/testkit/arbitraries";
import { describe, it } from "vitest";
import { HotelSearchFilters } from "./hotelSearchFilters.js";
import { sampleHotelFilters } from "./test/hotelSamples.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

schemaLaws("HotelSearchFilters", HotelSearchFilters, arbHotelSearchFilters, [
  sampleHotelFilters,
  {},
  { rate: { minimumValue: 0, maximumValue: 1000, currencyCode: "ARS" }, services: [] },
]);

describe("HotelSearchFilters errors", () => {
  it("names the bad field", () => {
    expectDecodeFailureAt(HotelSearchFilters, { pagination: { currentPage: 1.5, countPages: 3 } }, [
      "pagination",
      "currentPage",
    ]);
  });
});
