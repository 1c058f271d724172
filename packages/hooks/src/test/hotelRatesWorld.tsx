import {
  buildHotelResultsUrl,
  type HotelCluster,
  type HotelResultsLocation,
  HotelSearchReply,
  hotelSearchClusters,
  parseHotelResultsUrl,
} from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { Result, Schema } from "effect";
import { fakeClock } from "./fakeClock.js";
import { harness, signIn, withScenario } from "./harness.js";

/** The demo's "today" and the clock's: 2026-11-21 12:00 UTC; the stay is in January 2027. */
const NOW = Date.UTC(2026, 10, 21, 12);
const RESULTS_URL = "/hotel/results/MAD/2027-01-12/2027-01-15/2-0";

/**
 * A signed-in agent, the demo API at a fixed "today", a Madrid search and its first hotel with more than 3 rates
 * (one of them with 'Más tarifas'), the parsed search, a fake clock and a harness whose scenario can change.
 */
export const hotelRatesWorld = async (options: { readonly username?: string } = {}) => {
  const base = inProcessFetcher(createDemoApi({ now: () => new Date(NOW), database: ":memory:" }));
  await signIn(base, options.username ?? "agente");
  const parsed = parseHotelResultsUrl(RESULTS_URL);
  if (Result.isFailure(parsed)) throw new Error("bad results url");
  const search: HotelResultsLocation = parsed.success;
  const reply = await base("/api/v1/hotels/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: buildHotelResultsUrl(search.route) }),
  });
  const clusters = hotelSearchClusters(Schema.decodeUnknownSync(HotelSearchReply)(await reply.json()));
  const hotel = clusters.find(
    (cluster) => cluster.rates.length > 3 && cluster.rates.some((rate) => rate.moreOptions === true),
  ) as HotelCluster;
  let scenario = "";
  const clock = fakeClock(NOW);
  // Each call's fetch priority and path ("high GET /api/…"; "auto" when the call sets none).
  const priorities: string[] = [];
  const scenarioFetcher = withScenario(base, () => scenario);
  const h = harness({
    fetcher: (path, init) => {
      priorities.push(`${init?.priority ?? "auto"} ${init?.method ?? "GET"} ${path}`);
      return scenarioFetcher(path, init);
    },
    clock,
  });
  const setScenario = (name: string) => {
    scenario = name;
  };
  // The demo API itself, for what the test reads beside the hook (e.g. another page of the same search).
  const api = base;
  return { h, clock, hotel, search, setScenario, api, priorities };
};
