import { renderHook, waitFor } from "@testing-library/react";
import { pageFirstCalls } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { useFlightResults } from "../flightResults/useFlightResults.js";
import { useHotelResults } from "../hotelResults/useHotelResults.js";
import { usePackageResults } from "../packageResults/usePackageResults.js";
import { harness } from "../test/harness.js";
import { earlyCalls } from "./earlyCalls.js";
import type { Fetcher } from "./transport.js";

const FLIGHTS = "/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2027-03-01;2027-03-10/0/0/ALL/-/-";
const HOTELS = "/hotel/results/MAD/2027-03-01/2027-03-04/2-0";
/** The demo API answers in process; a machine busy with other work may take seconds. */
const WAIT = { timeout: 15_000 };
const PACKAGES = "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-10/2-0/0/0";

/**
 * A page's world whose first call was started early from its address (as the portal's first script does): what the
 * network saw and what the page's transport asked, each as `METHOD path body`.
 */
const startedEarly = (url: string, started = pageFirstCalls(url)) => {
  const demo = inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
  const network: string[] = [];
  const asked: string[] = [];
  const keyOf = (path: string, init?: RequestInit) => `${init?.method ?? "GET"} ${path} ${init?.body ?? ""}`;
  const send: Fetcher = (path, init) => {
    network.push(keyOf(path, init));
    return demo(path, init);
  };
  const early = earlyCalls(send);
  for (const call of started) early.start(call);
  const adopt = early.adopting(send);
  const fetcher: Fetcher = (path, init) => {
    asked.push(keyOf(path, init));
    return adopt(path, init);
  };
  const first = network[0] ?? "";
  const count = (list: readonly string[]) => list.filter((each) => each === first).length;
  return {
    wrapper: harness({ fetcher }).wrapper,
    network,
    asked,
    first,
    sent: () => count(network),
    took: () => count(asked),
  };
};

describe("earlyCalls", () => {
  it("a flight results page takes the search started with its address: the network sees it once", async () => {
    const page = startedEarly(FLIGHTS);
    const { result } = renderHook(() => useFlightResults(FLIGHTS, () => undefined), { wrapper: page.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"), WAIT);
    expect(page.first).toMatch(/^POST \/api\/v1\/flights\/search /);
    expect(page.took()).toBe(1);
    expect(page.sent()).toBe(1);
  });

  it("a hotel results page takes its first search; its polls, the same request, go out", async () => {
    const page = startedEarly(HOTELS);
    const { result } = renderHook(
      () => useHotelResults({ url: HOTELS, navigate: () => undefined, viewportWidth: 1280 }),
      { wrapper: page.wrapper },
    );
    await waitFor(() => expect(result.current.status).not.toBe("loading"), WAIT);
    expect(page.first).toMatch(/^POST \/api\/v1\/hotels\/search /);
    expect(page.asked.find((each) => each.startsWith("POST /api/v1/hotels/search"))).toBe(page.first);
    // Every request the page asked went out once, the first being the early one: none was sent twice.
    expect(page.took()).toBeGreaterThan(0);
    expect(page.sent()).toBe(page.took());
  });

  it("a package results page takes its GET", async () => {
    const page = startedEarly(PACKAGES);
    const { result } = renderHook(() => usePackageResults(PACKAGES), { wrapper: page.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"), WAIT);
    expect([page.sent(), page.took()]).toEqual([1, 1]);
  });

  it("a call that is not the page's request is never taken: the page sends its own", async () => {
    const other = pageFirstCalls(FLIGHTS.replace("MIA/2027-03-01", "MIA/2027-03-02"));
    const page = startedEarly(FLIGHTS, other);
    const { result } = renderHook(() => useFlightResults(FLIGHTS, () => undefined), { wrapper: page.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"), WAIT);
    const searches = (list: readonly string[]) => list.filter((each) => each.startsWith("POST /api/v1/flights/search"));
    expect(searches(page.network)).toHaveLength(2);
    expect(searches(page.asked)).toEqual([searches(page.network)[1]]);
  });
});
