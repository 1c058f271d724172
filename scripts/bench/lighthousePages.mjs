// The pages `npm run bench` measures with Lighthouse (scripts/bench/20-lighthouse.mjs), on the build `npm start`
// serves. One line per page: a name for the table and the path to load (with its query, if any), or a function of the
// bench's run date that returns it (results pages: dates a month ahead, built by core's route builders, so the search
// is always in the future). `npm run bench -- WORD` runs the pages whose name contains WORD (e.g. `results`).
import {
  bundleResultsPath,
  flightResultsPath,
  hotelDetailPath,
  hotelResultsPath,
  packageResultsPath,
} from "./_resultsUrls.mjs";

export const LIGHTHOUSE_PAGES = [
  { name: "home", path: "/" },
  { name: "hotel results (Madrid)", path: (runDate) => hotelResultsPath("MAD", runDate) },
  // A Madrid hotel of the demo's inventory (the default seed), as a results card opens it.
  {
    name: "hotel detail (Madrid)",
    path: (runDate) => hotelDetailPath(["Magnolia Hotel Lavapiés", "1350769", "MAD"], runDate),
  },
  {
    name: "flight results (Buenos Aires–Miami)",
    path: (runDate) => flightResultsPath(["Buenos Aires", "BUE"], ["Miami", "MIA"], runDate),
  },
  { name: "package results (Buenos Aires–Cancún)", path: (runDate) => packageResultsPath(runDate) },
  { name: "bundle results (all proposals)", path: () => bundleResultsPath() },
];
