import { renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { failingFor, harness, signIn } from "../test/harness.js";
import { useHotelComparison } from "./useHotelComparison.js";

const NOW = Date.UTC(2026, 10, 21, 12);
const SEARCH = "/MAD/2027-01-12/2027-01-15/2-0";

const agentWorld = async () => {
  const base = inProcessFetcher(createDemoApi({ now: () => new Date(NOW), database: ":memory:" }));
  await signIn(base, "agente");
  const reply = await base("/api/v1/hotels/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: `/hotel/results${SEARCH}` }),
  });
  const hotels = ((await reply.json()) as { hotels: { hotelDetailId: string }[] }).hotels;
  return { base, ids: hotels.slice(0, 3).map((hotel) => hotel.hotelDetailId) };
};

describe("useHotelComparison against the demo API", () => {
  it("shows the agency's facts in the full view and never in the client view", async () => {
    const { base, ids } = await agentWorld();
    const h = harness({ fetcher: base });
    const full = renderHook(() => useHotelComparison(`/hotel/compare/${ids.join(",")}${SEARCH}?name=Madrid`), {
      wrapper: h.wrapper,
    });
    expect(full.result.current.status).toBe("loading");
    await waitFor(() => expect(full.result.current.status).toBe("ready"));
    expect(full.result.current.data.view?.columns.map((column) => column.hotelDetailId)).toEqual(ids);
    expect(full.result.current.data.view?.showsInternal).toBe(true);
    expect(full.result.current.data.clientUrl).toBe(`/hotel/compare/${ids.join(",")}${SEARCH}?name=Madrid&view=client`);
    const client = renderHook(() => useHotelComparison(full.result.current.data.clientUrl ?? ""), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(client.result.current.status).toBe("ready"));
    expect(client.result.current.data.view?.showsInternal).toBe(false);
    expect(JSON.stringify(client.result.current.data.view)).not.toContain("internal");
  });

  it("a bad URL is badUrl without a call; a failing call is an error", async () => {
    const { base, ids } = await agentWorld();
    const h = harness({ fetcher: base });
    const bad = renderHook(() => useHotelComparison(`/hotel/compare/${ids[0]}${SEARCH}`), { wrapper: h.wrapper });
    expect(bad.result.current).toMatchObject({ status: "badUrl", error: { key: "hotelCompare.badUrl" } });
    expect(h.calls).toEqual([]);
    const broken = harness({ fetcher: failingFor(base, /hotels\/compare/) });
    const failing = renderHook(() => useHotelComparison(`/hotel/compare/${ids.join(",")}${SEARCH}`), {
      wrapper: broken.wrapper,
    });
    await waitFor(() => expect(failing.result.current.status).toBe("error"));
    expect(failing.result.current.error).toEqual({ key: "hotelCompare.error" });
  });
});
