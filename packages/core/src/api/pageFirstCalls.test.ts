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
import { buildBudgetDetailUrl } from "../routes/portalUrls.js";
import {
  arbFlightSearch,
  arbFlightSearchFilters,
  arbHotelResultsRoute,
  arbHotelSearchFilters,
  arbPackageSearch,
  arbText,
} from "../routes/test/arbitraries.js";
import { arbTransferResultsPage } from "../transfer/test/arbitraries.js";
import { buildTransferResultsUrl, buildTransferSearchUrl } from "../transfer/transferResultsUrl.js";
import { budgetGetEndpoint } from "./endpoints/budgetGetEndpoint.js";
import { budgetListEndpoint } from "./endpoints/budgetListEndpoint.js";
import { userEndpoint } from "./endpoints/userEndpoint.js";
import { packageSearchPath } from "./packageSearchPath.js";
import { PAGE_FIRST_CALL_READERS, pageFirstCalls, pageFirstCallsWith } from "./pageFirstCalls.js";

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
    "an activity page asks nothing unless the session's flag says a user signed in (a visitor is offered none), then the user and its search",
    (page, userLogged) => {
      const url = buildActivityResultsUrl(page);
      expect(pageFirstCalls(url, { userLogged })).toEqual([]);
      expect(pageFirstCalls(url, { userLogged: "true" })).toEqual([
        { method: "GET", path: "/api/user" },
        ...pageFirstCalls(url),
      ]);
    },
  );

  test.prop([arbTransferResultsPage, fc.constantFrom(null, "false", "", "yes")], { numRuns: 1000 })(
    "a transfer page asks for its search (after the user, for a signed-in session), and nothing unless the session's flag says a user signed in",
    (page, userLogged) => {
      const url = buildTransferResultsUrl(page);
      const search = {
        method: "POST",
        path: "/api/v1/transfers/search",
        body: { url: buildTransferSearchUrl(page.search) },
      };
      expect(pageFirstCalls(url)).toEqual([search]);
      expect(pageFirstCalls(url, { userLogged: "true" })).toEqual([{ method: "GET", path: "/api/user" }, search]);
      expect(pageFirstCalls(url, { userLogged })).toEqual([]);
    },
  );

  /** What follows a budget page's path in the browser's address: nothing, a query, an item's anchor (`#item-…`). */
  const arbAddressTail = fc.constantFrom("", "?page=2", "#item-3", "?a=b#item-x");
  const signedIn = { userLogged: "true" };
  const user = { method: "GET", path: userEndpoint.path() };

  test.prop([arbText.filter((id) => id !== ""), arbAddressTail], { numRuns: 1000 })(
    "a signed-in user's budget page asks for the user and the budget, as its hooks send them",
    (id, tail) => {
      expect(pageFirstCalls(`${buildBudgetDetailUrl(id)}${tail}`, signedIn)).toEqual([
        user,
        { method: "GET", path: budgetGetEndpoint.path(id) },
      ]);
    },
  );

  test.prop([arbAddressTail], { numRuns: 100 })(
    "a signed-in user's budget list asks for the user and the list (at /mybudgets/ too, where the list is drawn)",
    (tail) => {
      for (const path of ["/mybudgets", "/mybudgets/"])
        expect(pageFirstCalls(`${path}${tail}`, signedIn)).toEqual([
          user,
          { method: "GET", path: budgetListEndpoint.path() },
        ]);
    },
  );

  test.prop(
    [fc.oneof(arbText.map(buildBudgetDetailUrl), fc.constant("/mybudgets")), fc.constantFrom(null, "false", "", "yes")],
    {
      numRuns: 1000,
    },
  )("a budget page asks nothing unless the session's flag says a user signed in", (url, userLogged) => {
    expect(pageFirstCalls(url, { userLogged })).toEqual([]);
    expect(pageFirstCalls(url)).toEqual([]);
  });

  it("asks nothing for an address under /mybudgets that is no budget page", () => {
    for (const url of ["/mybudgets/12/items", "/mybudgets//", "/mybudgets/%E0", "/mybudgetsx"])
      expect(pageFirstCalls(url, signedIn)).toEqual([]);
  });

  test.prop([arbFlightSearch, fc.constantFrom(null, "false", "true")], { numRuns: 1000 })(
    "the session changes no other page's calls",
    (search, userLogged) => {
      const url = buildFlightResultsUrl(search);
      expect(pageFirstCalls(url, { userLogged })).toEqual(pageFirstCalls(url));
    },
  );

  test.prop([arbCircuitResultsPage, fc.constantFrom(null, "true", "false")], { numRuns: 1000 })(
    "a circuit page asks for the user (whose record names the portal that offers circuits), then its search",
    (page, userLogged) => {
      expect(pageFirstCalls(buildCircuitResultsUrl(page), { userLogged })).toEqual([
        { method: "GET", path: "/api/user" },
        { method: "POST", path: "/api/v1/circuits/search", body: { url: buildCircuitSearchUrl(page.search) } },
      ]);
    },
  );

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

/** A page address of any product (the readers' own), or any text. */
const arbPageAddress = fc.oneof(
  fc
    .tuple(arbHotelResultsRoute, arbHotelSearchFilters)
    .map(([route, filters]) => buildHotelSearchUrl({ route, filters })),
  fc
    .tuple(arbFlightSearch, arbFlightSearchFilters)
    .map(([search, filters]) => buildFlightSearchUrl({ search, filters })),
  arbPackageSearch.map(buildPackageResultsUrl),
  arbActivityResultsPage.map(buildActivityResultsUrl),
  arbTransferResultsPage.map(buildTransferResultsUrl),
  arbCircuitResultsPage.map(buildCircuitResultsUrl),
  arbText.filter((id) => id !== "").map(buildBudgetDetailUrl),
  fc.constantFrom(
    "/mybudgets",
    "/dynamicVacationBundle/results?all=1",
    "/hotel/details/hotel-sol/4711/2027-01-12/2027-01-15/2-0/MAD",
    "/house/details/casa-sol/1000001/2027-01-12/2027-01-15/2-0/ROM",
  ),
  fc.string({ maxLength: 160 }),
);

describe("pageFirstCallsWith (a route shell's first script: its segment's reader alone)", () => {
  test.prop(
    [
      arbPageAddress,
      fc.constantFrom(...Object.keys(PAGE_FIRST_CALL_READERS)),
      fc.constantFrom(undefined, null, "true", "false"),
    ],
    { numRuns: 1000 },
  )(
    "asks what pageFirstCalls asks for its own segment's addresses, and nothing for any other",
    (url, segment, flag) => {
      const session = flag === undefined ? undefined : { userLogged: flag };
      const reader = PAGE_FIRST_CALL_READERS[segment];
      if (reader === undefined) throw new Error(segment);
      const own = url.startsWith("/") && url.split(/[/?#]/)[1] === segment;
      expect(pageFirstCallsWith({ [segment]: reader })(url, session)).toEqual(own ? pageFirstCalls(url, session) : []);
    },
  );

  test.prop([arbPageAddress], { numRuns: 1000 })(
    "every address that asks something is read by one segment's reader",
    (url) => {
      const calls = pageFirstCalls(url, { userLogged: "true" });
      const readers = Object.entries(PAGE_FIRST_CALL_READERS).filter(
        ([segment, reader]) => pageFirstCallsWith({ [segment]: reader })(url, { userLogged: "true" }).length > 0,
      );
      expect(readers.length).toBe(calls.length === 0 ? 0 : 1);
    },
  );
});
