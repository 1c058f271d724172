import { describe, expect, it } from "vitest";
import { HOTEL_VIEW_TYPES, hotelViewIsAggregated } from "./hotelSearchFilters.js";

describe("hotelViewIsAggregated", () => {
  it("is true for the two aggregated views only", () => {
    expect([...HOTEL_VIEW_TYPES, null, undefined, "x"].map(hotelViewIsAggregated)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
