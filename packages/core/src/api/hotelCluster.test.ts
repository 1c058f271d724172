import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { HotelCluster, HotelDetail } from "./hotelCluster.js";
import { sampleHotelCluster } from "./test/hotelSamples.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

schemaLaws("HotelCluster", HotelCluster, arbFromSchema(HotelCluster), [
  sampleHotelCluster,
  { name: "Hostel", hotelDetailId: "1", rates: [] },
]);
schemaLaws("HotelDetail", HotelDetail, arbFromSchema(HotelDetail), [sampleHotelCluster.detail]);

describe("HotelCluster errors", () => {
  it("names the bad field inside a rate", () => {
    expectDecodeFailureAt(
      HotelCluster,
      { ...sampleHotelCluster, rates: [{ ...sampleHotelCluster.rates[0], board: null }] },
      ["rates", 0, "board"],
    );
  });
});
