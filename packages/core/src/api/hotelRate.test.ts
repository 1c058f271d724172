import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { HotelRate } from "./hotelRate.js";
import { sampleHotelRate } from "./test/hotelSamples.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

schemaLaws("HotelRate", HotelRate, arbFromSchema(HotelRate), [
  sampleHotelRate,
  {
    id: "R",
    tripProductID: "T",
    rooms: [],
    board: { code: "1", name: "Solo habitación" },
    prices: { gross: { amount: 0 } },
  },
]);

describe("HotelRate errors", () => {
  it("names the bad field", () => {
    expectDecodeFailureAt(HotelRate, { ...sampleHotelRate, prices: { gross: { amount: "12" } } }, [
      "prices",
      "gross",
      "amount",
    ]);
    expectDecodeFailureAt(HotelRate, { ...sampleHotelRate, rooms: [{ type: {} }] }, ["rooms", 0, "type", "name"]);
  });
});
