import { test } from "@fast-check/vitest";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildActivityResultsUrl, buildActivitySearchUrl } from "../activity/activityResultsUrl.js";
import { arbActivityResultsPage } from "../activity/test/arbitraries.js";
import { buildCircuitResultsUrl, buildCircuitSearchUrl } from "../circuit/circuitResultsUrl.js";
import { arbCircuitResultsPage } from "../circuit/test/arbitraries.js";
import { buildFlightResultsUrl } from "../routes/flightResultsUrl.js";
import { buildFlightSearchUrl } from "../routes/flightSearchUrl.js";
import { buildHotelSearchUrl } from "../routes/hotelSearchUrl.js";
import { buildPackageResultsUrl } from "../routes/packageSearch.js";
import {
  arbFlightSearch,
  arbFlightSearchFilters,
  arbHotelResultsRoute,
  arbHotelSearchFilters,
  arbPackageSearch,
} from "../routes/test/arbitraries.js";
import { packageSearchPath } from "./packageSearchPath.js";
import { pageFirstCalls } from "./pageFirstCalls.js";

describe("pageFirstCalls", () => {
  test.prop([arbHotelResultsRoute, arbHotelSearchFilters], { numRuns: 1000 })(
    "a hotel results page asks for its search with its filters, progressively",
    (route, filters) => {
      const page = buildHotelSearchUrl({ route, filters });
      expect(pageFirstCalls(page)).toEqual([
        { method: "POST", path: "/api/v1/hotels/search", body: { url: page, progressiveResults: true } },
      ]);
    },
  );

  test.prop([arbFlightSearch, arbFlightSearchFilters], { numRuns: 1000 })(
    "a flight results page asks for its search URL",
    (search, filters) => {
      const page = buildFlightSearchUrl({ search, filters });
      expect(pageFirstCalls(page)).toEqual([{ method: "POST", path: "/api/v1/flights/search", body: { url: page } }]);
      expect(pageFirstCalls(buildFlightResultsUrl(search))[0]?.body).toEqual({ url: buildFlightResultsUrl(search) });
    },
  );

  test.prop([arbPackageSearch], { numRuns: 1000 })("a package results page GETs its canonical search", (search) => {
    const page = buildPackageResultsUrl(search);
    expect(pageFirstCalls(page)).toEqual([{ method: "GET", path: packageSearchPath(page) }]);
  });

  test.prop([arbActivityResultsPage], { numRuns: 1000 })("an activity page asks for its search alone", (page) => {
    expect(pageFirstCalls(buildActivityResultsUrl(page))).toEqual([
      { method: "POST", path: "/api/v1/activities/search", body: { url: buildActivitySearchUrl(page.search) } },
    ]);
  });

  test.prop([arbActivityResultsPage, fc.constantFrom(null, "false", "", "yes")], { numRuns: 1000 })(
    "an activity page asks nothing unless the session's flag says a user signed in (a visitor is offered none)",
    (page, userLogged) => {
      const url = buildActivityResultsUrl(page);
      expect(pageFirstCalls(url, { userLogged })).toEqual([]);
      expect(pageFirstCalls(url, { userLogged: "true" })).toEqual(pageFirstCalls(url));
    },
  );

  test.prop([arbFlightSearch, fc.constantFrom(null, "false", "true")], { numRuns: 1000 })(
    "the session changes no other page's calls",
    (search, userLogged) => {
      const url = buildFlightResultsUrl(search);
      expect(pageFirstCalls(url, { userLogged })).toEqual(pageFirstCalls(url));
    },
  );

  test.prop([arbCircuitResultsPage], { numRuns: 1000 })("a circuit page asks for its search alone", (page) => {
    expect(pageFirstCalls(buildCircuitResultsUrl(page))).toEqual([
      { method: "POST", path: "/api/v1/circuits/search", body: { url: buildCircuitSearchUrl(page.search) } },
    ]);
  });

  it("asks for a bundle list with the post the address answered", () => {
    expect(pageFirstCalls("/dynamicVacationBundle/results?all=1")).toEqual([
      { method: "POST", path: "/dynamicVacationBundle/getAllResults", body: expect.any(Array) },
    ]);
  });

  it("asks for a hotel detail page's catalogue and its search narrowed to the hotel, a house's search", () => {
    expect(pageFirstCalls("/hotel/details/hotel-sol/4711/2027-01-12/2027-01-15/2-0/MAD")).toEqual([
      { method: "GET", path: "/api/v1/hotels/catalog/4711" },
      { method: "POST", path: "/api/v1/hotels/search", body: { url: expect.stringMatching(/^\/hotel\/results\//) } },
    ]);
    expect(pageFirstCalls("/house/details/casa-sol/1000001/2027-01-12/2027-01-15/2-0/ROM")).toEqual([
      {
        method: "POST",
        path: "/api/v1/houses/search",
        body: { url: "/house/results/-/ROM/2027-01-12/2027-01-15/2-0?externalHotelReference=1000001" },
      },
    ]);
  });

  it("names no call for a page whose first calls do not follow from its address", () => {
    for (const page of ["/", "/mybudgets", "/hotel/results", "/flight/results/x", "/constructor", "/__proto__/x"]) {
      expect(pageFirstCalls(page)).toEqual([]);
    }
  });

  test.prop([fc.string({ maxLength: 160 })], { numRuns: 1000 })("never throws on any address", (url) => {
    expect(pageFirstCalls(url).every((call) => call.path.startsWith("/"))).toBe(true);
  });
});
