import { beforeAll } from "vitest";
import { describeSavedSearchFilters } from "../../test/savedSearchFiltersSuite";
import { HotelMultiPdfLazy } from "../HotelMultiPdf/HotelMultiPdfLazy";
import { HotelShareBarLazy } from "../HotelShareBar/HotelShareBarLazy";
import { HotelResultsPageConnected } from "./HotelResultsPageConnected";

// The page starts loading its cards' share and PDF actions when it mounts, without waiting for them. Loaded before the
// tests, no import is still on its way when this file ends: web's test files share a worker, and an import that
// lands after the file's environment is torn down failed the next file ('Cannot load … after the environment was torn
// down').
beforeAll(() => Promise.all([HotelShareBarLazy.preload(), HotelMultiPdfLazy.preload()]));

describeSavedSearchFilters("HotelResultsPageConnected", {
  page: <HotelResultsPageConnected />,
  product: "hotel",
  scopeOf: "destination",
  search: "/hotel/results/MAD/2031-03-10/2031-03-12/2-0",
  scope: "hotel:MAD",
  otherScope: "hotel:ROM",
  savedQuery: "?board=2",
  urlQuery: "?board=5",
});
