import { describeSavedSearchFilters } from "../../test/savedSearchFiltersSuite";
import { FlightResultsPageConnected } from "./FlightResultsPageConnected";

describeSavedSearchFilters("FlightResultsPageConnected", {
  page: <FlightResultsPageConnected />,
  product: "flight",
  scopeOf: "route",
  search: "/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2031-03-10;2031-03-17/0/0/ALL/-/-",
  scope: "flight:BUE>MIA",
  otherScope: "flight:BUE>NYC",
  savedQuery: "?stops=0",
  urlQuery: "?stops=1",
});
