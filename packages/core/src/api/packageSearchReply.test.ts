import { test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { buildPackageResultsUrl, parsePackageResultsUrl } from "../routes/packageSearch.js";
import { arbPackageSearch } from "../routes/test/arbitraries.js";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { endpoints } from "./endpoints.js";
import { PackageCombination, PackageSearchEcho, PackageSearchReply } from "./packageSearchReply.js";
import { sampleFlightSolution } from "./test/flightSamples.js";
import { sampleHotelCluster } from "./test/hotelSamples.js";
import { schemaLaws } from "./test/schemaLaws.js";

const sampleSearch = {
  origins: [{ id: "BUE", name: "Buenos Aires" }],
  destination: { id: "CUN", name: "Cancún" },
  checkIn: "2027-03-01",
  checkOut: "2027-03-08",
  rooms: "2-0",
  differentHotel: { id: "PDC", name: "Playa del Carmen" },
  partialHotel: { checkIn: "2027-03-02", checkOut: "2027-03-06" },
  hotelStay: {
    city: { id: "PDC", name: "Playa del Carmen" },
    checkIn: "2027-03-02",
    checkOut: "2027-03-06",
    nights: 4,
  },
};
const sampleCombination = { outbound: "TP-1", return: null, hotelDetailId: "HD-77", rateId: "TP-9001" };

schemaLaws("PackageSearchEcho", PackageSearchEcho, arbFromSchema(PackageSearchEcho), [sampleSearch]);
schemaLaws("PackageCombination", PackageCombination, arbFromSchema(PackageCombination), [sampleCombination]);
schemaLaws(
  "PackageSearchReply",
  PackageSearchReply,
  arbFromSchema(PackageSearchReply),
  [
    {
      done: true,
      currency: "USD",
      search: sampleSearch,
      flights: [{ ...sampleFlightSolution, isDynamicPackaging: true }],
      hotels: [{ ...sampleHotelCluster, isDynamicPackaging: true, isRecommended: true }],
      recommended: sampleCombination,
      searchDestinationId: "CUN",
    },
    { done: true, currency: "USD", search: sampleSearch, flights: [], hotels: [], recommended: null },
  ],
  // Solutions and clusters have their own 1,000-run laws in their own files.
  { numRuns: 300 },
);

describe("endpoints.packageSearch", () => {
  test.prop([arbPackageSearch], { numRuns: 1000 })(
    "carries the package results path in `url`, which reads back as the search",
    (search) => {
      const path = endpoints.packageSearch.path(buildPackageResultsUrl(search));
      const [pathname, url = ""] = path.split("?url=");
      expect(pathname).toBe("/api/v1/flightsHotels/search");
      expect(url).not.toMatch(/[?#&/]/);
      expect(parsePackageResultsUrl(decodeURIComponent(url))).toEqual(Result.succeed(search));
    },
  );
  it("is a GET with no body", () => {
    expect(endpoints.packageSearch.method).toBe("GET");
    expect(endpoints.packageSearch.request).toBeUndefined();
  });
});
