import { act, renderHook, waitFor } from "@testing-library/react";
import {
  type HotelCluster,
  type HotelSearchPath,
  HotelSearchReply,
  hotelAggregatedCard,
  hotelSearchClusters,
  parseHotelResultsUrl,
} from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness, withScenario } from "../test/harness.js";
import { useAggregatedCards } from "./useAggregatedCards.js";

const NOW = Date.UTC(2026, 10, 21, 12);
// Five-star hotels carry the most rates (up to 16): the first page holds clusters of more than 10.
const RESULTS_URL = "/hotel/results/MAD/2027-01-12/2027-01-15/2-0?viewType=aggregated-enriched&category.min=5";

/** The demo API under `rates-on-demand` (and `extra`), an aggregated search, and its first cluster of 10+ rates. */
const onDemandWorld = async () => {
  let extra = "";
  const base = withScenario(inProcessFetcher(createDemoApi({ now: () => new Date(NOW), database: ":memory:" })), () =>
    ["rates-on-demand", extra].filter(Boolean).join(","),
  );
  const parsed = parseHotelResultsUrl(RESULTS_URL);
  if (Result.isFailure(parsed)) throw new Error("bad results url");
  const { destination, checkIn, checkOut, rooms } = parsed.success.route;
  const path: HotelSearchPath = { destination, checkIn, checkOut, rooms };
  const reply = await base("/api/v1/hotels/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: RESULTS_URL }),
  });
  const decoded = Schema.decodeUnknownSync(HotelSearchReply)(await reply.json());
  expect(decoded.hotelsV2TariffOnDemand).toBe(true);
  const hotels = hotelSearchClusters(decoded);
  const hotel = hotels.find((cluster) => cluster.rates.at(-1)?.onDemandLast === true) as HotelCluster;
  expect(hotel.rates).toHaveLength(10);
  const h = harness({ fetcher: base, clock: fakeClock(NOW) });
  const hook = renderHook(() => useAggregatedCards({ path, tariffOnDemand: true, hotels }), { wrapper: h.wrapper });
  const setExtra = (name: string) => {
    extra = name;
  };
  return { h, hotel, result: hook.result, setExtra };
};

/** What the card shows now (core's `hotelAggregatedCard` over the hook's rates). */
const cardOf = (cards: ReturnType<typeof useAggregatedCards>, hotel: HotelCluster) =>
  hotelAggregatedCard({ rates: cards.ratesOf(hotel).rates }, cards.stateOf(hotel.hotelDetailId), cards.tariffOnDemand);

describe("useAggregatedCards (spec 001 §2 aggregated results)", () => {
  it("expands one card, loads more, filters by board, and expands or collapses all", async () => {
    const { result } = await onDemandWorld();
    act(() => result.current.send("a", { _tag: "expand" }));
    act(() => result.current.send("a", { _tag: "showMore" }));
    expect(result.current.stateOf("a")).toEqual({ expanded: true, board: undefined, pages: 2 });
    act(() => result.current.send("a", { _tag: "board", code: "2" }));
    expect(result.current.stateOf("a")).toEqual({ expanded: true, board: "2", pages: 1 });
    act(() => result.current.expandAll(["a", "b"]));
    expect(result.current.stateOf("b").expanded).toBe(true);
    expect(result.current.stateOf("a").board).toBe("2");
    act(() => result.current.collapseAll());
    expect([result.current.stateOf("a").expanded, result.current.stateOf("b").expanded]).toEqual([false, false]);
  });

  it("on demand, 'Ver más' past the first 10 asks searchMoreRateOptions for page 2 and lists its rates", async () => {
    const { h, hotel, result } = await onDemandWorld();
    const id = hotel.hotelDetailId;
    act(() => result.current.send(id, { _tag: "expand" }));
    const first = cardOf(result.current, hotel);
    expect([first.visibleRates.length, first.hasMore, first.nextRatesPage]).toEqual([10, true, 2]);
    expect(h.calls).not.toContain("POST /api/v1/hotels/searchMoreRateOptions");
    act(() => result.current.send(id, { _tag: "showMore", ratesPage: 2 }));
    expect(result.current.ratesOf(hotel).status).toBe("loading");
    await waitFor(() => expect(result.current.ratesOf(hotel).status).toBe("ready"));
    expect(h.calls).toContain("POST /api/v1/hotels/searchMoreRateOptions");
    const { rates } = result.current.ratesOf(hotel);
    expect(rates.length).toBeGreaterThan(10);
    expect(rates.slice(0, 10)).toEqual(hotel.rates);
    expect(new Set(rates.map((rate) => rate.id)).size).toBe(rates.length);
    const second = cardOf(result.current, hotel);
    expect(second.visibleRates.length).toBe(Math.min(20, rates.length));
    // The demo's hotels have at most 16 rates: page 2 is the last.
    expect([second.hasMore, second.nextRatesPage]).toEqual([false, null]);
  });

  it("a page that fails is an error until retried; nothing is asked without the flag", async () => {
    const { h, hotel, result, setExtra } = await onDemandWorld();
    const id = hotel.hotelDetailId;
    setExtra("more-options-fail");
    act(() => result.current.send(id, { _tag: "expand" }));
    act(() => result.current.send(id, { _tag: "showMore", ratesPage: 2 }));
    await waitFor(() => expect(result.current.ratesOf(hotel).status).toBe("error"));
    expect(result.current.ratesOf(hotel).rates).toEqual(hotel.rates);
    setExtra("");
    act(() => result.current.retry(id));
    await waitFor(() => expect(result.current.ratesOf(hotel).status).toBe("ready"));
    expect(result.current.ratesOf(hotel).rates.length).toBeGreaterThan(10);

    const plain = renderHook(() => useAggregatedCards({ path: null, tariffOnDemand: false, hotels: [hotel] }), {
      wrapper: h.wrapper,
    });
    const calls = h.calls.length;
    act(() => plain.result.current.send(id, { _tag: "showMore", ratesPage: 2 }));
    expect(plain.result.current.ratesOf(hotel)).toEqual({ rates: hotel.rates, status: "ready" });
    expect(h.calls).toHaveLength(calls);
  });
});
