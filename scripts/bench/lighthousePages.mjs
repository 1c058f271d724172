// The pages `npm run bench` measures with Lighthouse (scripts/bench/20-lighthouse.mjs), on the build `npm start`
// serves. One line per page: a name for the table and the path to load (with its query, if any), or a function of the
// bench's run date and the running portal that returns it (results pages: dates a month ahead, built by core's route
// builders, so the search is always in the future; the detail page: the hotel the demo lists first for that stay).
// `npm run bench -- WORD` runs the pages whose name contains WORD (e.g. `results`).
import {
  bundleResultsPath,
  flightResultsPath,
  hotelDetailPathFromResults,
  hotelResultsPath,
  packageResultsPath,
} from "./_resultsUrls.mjs";

export const LIGHTHOUSE_PAGES = [
  { name: "home", path: "/" },
  { name: "hotel results (Madrid)", path: (runDate) => hotelResultsPath("MAD", runDate) },
  // The first Madrid hotel with rates for the stay, as its results card opens it (asked of the running demo).
  { name: "hotel detail (Madrid)", path: (runDate, portal) => hotelDetailPathFromResults(portal, "MAD", runDate) },
  {
    name: "flight results (Buenos Aires–Miami)",
    path: (runDate) => flightResultsPath(["Buenos Aires", "BUE"], ["Miami", "MIA"], runDate),
  },
  { name: "package results (Buenos Aires–Cancún)", path: (runDate) => packageResultsPath(runDate) },
  { name: "bundle results (all proposals)", path: () => bundleResultsPath() },
];
