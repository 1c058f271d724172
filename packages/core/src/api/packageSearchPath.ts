import { query } from "./internal/endpointBuilders.js";

/**
 * The path of the package search call (`packageSearchEndpoint`) for a package results path. Kept apart from the
 * endpoint, which names the reply's Schema: `pageDataPreloads` (and a consumer that only builds addresses) needs the
 * path without effect's Schema runtime.
 *
 * @example packageSearchPath("/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-08/2-0/0/0")
 * // "/api/v1/flightsHotels/search?url=%2FflightsHotels%2Fresults%2FBUE%3ABuenos%2520Aires%2F…"
 */
export const packageSearchPath = (resultsUrl: string): string =>
  `/api/v1/flightsHotels/search${query({ url: resultsUrl })}`;
