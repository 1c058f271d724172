import type { RouteObject } from "react-router-dom";

const placeholder = async () => ({ Component: (await import("./SearchResultsPlaceholder")).default });

/**
 * The results routes the home boxes navigate to (core's route table: hotel, house, flight and package results; the bundle
 * post's landing page), each lazily loaded. The results pages themselves come in later issues; until then each shows
 * the search its URL carries.
 */
export const searchResultsRoutes: RouteObject[] = [
  { path: "hotel/results/*", lazy: placeholder },
  { path: "hotel/milestone/*", lazy: placeholder },
  { path: "house/results/*", lazy: placeholder },
  { path: "flight/results/*", lazy: placeholder },
  { path: "flightsHotels/results/*", lazy: placeholder },
  { path: "dynamicVacationBundle/results", lazy: placeholder },
];
