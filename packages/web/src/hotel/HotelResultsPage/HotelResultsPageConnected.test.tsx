import { describeSavedSearchFilters } from "../../test/savedSearchFiltersSuite";
import { HotelResultsPageConnected } from "./HotelResultsPageConnected";

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
