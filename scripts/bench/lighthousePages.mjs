// The pages `npm run bench` measures with Lighthouse (scripts/bench/20-lighthouse.mjs) and loads for their first call
// (scripts/bench/25-first-call.mjs), on the build `npm start` serves. One line per page: a name for the table, the path
// to load (with its query, if any), or a function of the bench's run date and the running portal that returns it
// (results pages: dates a month ahead, built by core's route builders, so the search is always in the future; the
// detail pages: the hotel or house the demo lists first for that stay), and `call`: the path of the page's first API
// call (its search, or its catalogue), whose start the first-call section times. `npm run bench -- WORD` runs the
// pages whose name contains WORD (e.g. `results`).
import {
  activityResultsPath,
  bundleResultsPath,
  circuitResultsPath,
  flightResultsPath,
  hotelDetailPathFromResults,
  hotelResultsPath,
  houseDetailPathFromResults,
  houseResultsPath,
  packageResultsPath,
  transferResultsPath,
} from "./_resultsUrls.mjs";

export const LIGHTHOUSE_PAGES = [
  { name: "home", path: "/", call: null },
  {
    name: "hotel results (Madrid)",
    path: (runDate) => hotelResultsPath("MAD", runDate),
    call: "/api/v1/hotels/search",
  },
  // The first Madrid hotel with rates for the stay, as its results card opens it (asked of the running demo).
  {
    name: "hotel detail (Madrid)",
    path: (runDate, portal) => hotelDetailPathFromResults(portal, "MAD", runDate),
    call: "/api/v1/hotels/catalog/",
  },
  {
    name: "house results (Punta del Este)",
    path: (runDate) => houseResultsPath(runDate),
    call: "/api/v1/houses/search",
  },
  {
    name: "house detail (Punta del Este)",
    path: (runDate, portal) => houseDetailPathFromResults(portal, runDate),
    call: "/api/v1/houses/search",
  },
  {
    name: "flight results (Buenos Aires–Miami)",
    path: (runDate) => flightResultsPath(["Buenos Aires", "BUE"], ["Miami", "MIA"], runDate),
    call: "/api/v1/flights/search",
  },
  {
    name: "package results (Buenos Aires–Cancún)",
    path: (runDate) => packageResultsPath(runDate),
    call: "/api/v1/flightsHotels/search",
  },
  { name: "bundle results (all proposals)", path: () => bundleResultsPath(), call: "/dynamicVacationBundle/" },
  {
    name: "transfer results (Ezeiza–Buenos Aires)",
    path: (runDate) => transferResultsPath(runDate),
    call: "/api/v1/transfers/search",
  },
  {
    name: "activity results (Buenos Aires)",
    path: (runDate) => activityResultsPath(runDate),
    call: "/api/v1/activities/search",
  },
  {
    name: "circuit results (Europe)",
    path: (runDate) => circuitResultsPath(runDate),
    call: "/api/v1/circuits/search",
  },
];
