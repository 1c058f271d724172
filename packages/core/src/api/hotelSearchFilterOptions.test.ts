import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { HotelSearchFilterOptions } from "./hotelSearchFilterOptions.js";
import { sampleHotelFilters } from "./test/hotelSamples.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

schemaLaws("HotelSearchFilterOptions", HotelSearchFilterOptions, arbFromSchema(HotelSearchFilterOptions), [
  sampleHotelFilters,
  {},
  { rate: { minimumValue: 0, maximumValue: 1000, currencyCode: "ARS" }, services: [] },
]);

describe("HotelSearchFilterOptions errors", () => {
  it("names the bad field", () => {
    expectDecodeFailureAt(HotelSearchFilterOptions, { pagination: { currentPage: 1.5, countPages: 3 } }, [
      "pagination",
      "currentPage",
    ]);
  });
});
