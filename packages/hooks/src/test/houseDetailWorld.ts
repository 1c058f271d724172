import { houseDetailLocation } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { Result } from "effect";
import { fakeClock } from "./fakeClock.js";
import { harness, signIn, withScenario } from "./harness.js";

/** The demo's "today" and the clock's: 2026-11-21 12:00 UTC; the stay is in January 2027. */
const NOW = Date.UTC(2026, 10, 21, 12);
const STAY = "2027-01-10/2027-01-17/2-0/PDP";

/**
 * A signed-in agent, the demo API at a fixed "today", the first house of a Punta del Este search and its detail
 * location, a fake clock and a harness whose scenario can change.
 */
export const houseDetailWorld = async () => {
  const base = inProcessFetcher(createDemoApi({ now: () => new Date(NOW), database: ":memory:" }));
  await signIn(base, "agente");
  const reply = await base("/api/v1/houses/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: "/house/results/-/PDP/2027-01-10/2027-01-17/2-0" }),
  });
  const house = ((await reply.json()) as { hotels: { hotelDetailId: string; rates: { tripProductID: string }[] }[] })
    .hotels[0];
  if (house === undefined) throw new Error("no house in Punta del Este");
  const location = Result.getOrThrow(houseDetailLocation(`/house/details/casa/${house.hotelDetailId}/${STAY}`));
  let scenario = "";
  const clock = fakeClock(NOW);
  const h = harness({ fetcher: withScenario(base, () => scenario), clock });
  const setScenario = (name: string) => {
    scenario = name;
  };
  return { h, clock, house, location, setScenario };
};
