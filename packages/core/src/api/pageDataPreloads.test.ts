import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildHotelResultsUrl } from "../routes/hotelResultsUrl.js";
import { buildPackageResultsUrl } from "../routes/packageSearch.js";
import { arbHotelResultsRoute, arbPackageSearch } from "../routes/test/arbitraries.js";
import { packageSearchEndpoint } from "./endpoints/packageSearchEndpoint.js";
import { pageDataPreloads } from "./pageDataPreloads.js";

describe("pageDataPreloads", () => {
  test.prop([arbPackageSearch], { numRuns: 1000 })(
    "a package results page preloads the package search of its canonical path",
    (search) => {
      const page = buildPackageResultsUrl(search);
      expect(pageDataPreloads(page)).toEqual([packageSearchEndpoint.path(page)]);
    },
  );

  it("names the call with the query encoding the page's own request uses", () => {
    const page = "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-08/2-0/0/0";
    expect(pageDataPreloads(page)).toEqual([
      "/api/v1/flightsHotels/search?url=%2FflightsHotels%2Fresults%2FBUE%3ABuenos%2520Aires%2FCUN%2FCanc%25C3%25BAn%2F2027-03-01%2F2027-03-08%2F2-0%2F0%2F0",
    ]);
  });

  it("gives nothing for the other pages, whose first calls are POSTs or depend on more than the path", () => {
    for (const page of ["/", "/mybudgets", "/flightsHotels/results", "/flightsHotels/results/BUE/x"]) {
      expect(pageDataPreloads(page)).toEqual([]);
    }
  });

  test.prop([arbHotelResultsRoute], { numRuns: 200 })(
    "a hotel results page preloads nothing (its search is a POST)",
    (search) => {
      expect(pageDataPreloads(buildHotelResultsUrl(search))).toEqual([]);
    },
  );

  test.prop([fc.string({ maxLength: 120 })], { numRuns: 1000 })("never throws on any path", (path) => {
    expect(Array.isArray(pageDataPreloads(path))).toBe(true);
  });
});
