import { renderHook, waitFor } from "@testing-library/react";
import { HotelSearchReply, hotelDetailLocation, hotelSearchClusters } from "@travesia/core";
import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { createPortalWorld } from "../provider/PortalProvider.js";
import { portalQueryClient } from "../query/portalQueryClient.js";
import { hotelRatesWorld } from "../test/hotelRatesWorld.js";
import { prefetchHotelDetail, useHotelDetail } from "./useHotelDetail.js";

const locationOf = (id: string) =>
  Result.getOrThrow(hotelDetailLocation(`/hotel/details/hotel/${id}/2027-01-12/2027-01-15/2-0/MAD`));

describe("useHotelDetail against the demo API", () => {
  it("reads the catalogue and the hotel's rates for the stay", async () => {
    const { h, hotel } = await hotelRatesWorld();
    const { result } = renderHook(() => useHotelDetail(locationOf(hotel.hotelDetailId)), { wrapper: h.wrapper });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.hotel?.name).toBe(hotel.name);
    expect(result.current.data.hotel?.rates.length).toBe(hotel.rates.length);
    expect(result.current.data.detail?.imageLinks.length).toBeGreaterThan(0);
    expect(h.calls).toContain(`GET /api/v1/hotels/catalog/${hotel.hotelDetailId}`);
  });

  it("keeps its data and its reload the same across renders while the replies stay the same", async () => {
    const { h, hotel } = await hotelRatesWorld();
    const { result, rerender } = renderHook(() => useHotelDetail(locationOf(hotel.hotelDetailId)), {
      wrapper: h.wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const before = result.current;
    rerender();
    expect(result.current.data).toBe(before.data);
    expect(result.current.actions.reload).toBe(before.actions.reload);
  });

  it("reads the rates of a hotel listed beyond the first page of its city's results", async () => {
    const { h, api } = await hotelRatesWorld();
    const third = await api("/api/v1/hotels/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "/hotel/results/MAD/2027-01-12/2027-01-15/2-0?pagination.currentPage=3" }),
    });
    const later = hotelSearchClusters(Schema.decodeUnknownSync(HotelSearchReply)(await third.json())).find(
      (cluster) => cluster.rates.length > 0 && cluster.disabled !== true,
    );
    if (later === undefined) throw new Error("expected a hotel with rates on Madrid's third page");
    const { result } = renderHook(() => useHotelDetail(locationOf(later.hotelDetailId)), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.hotel?.name).toBe(later.name);
    expect(result.current.data.hotel?.rates.map((rate) => rate.tripProductID)).toEqual(
      later.rates.map((rate) => rate.tripProductID),
    );
  });

  it("names a hotel that has no availability for the stay, without rates", async () => {
    const { h, hotel, setScenario } = await hotelRatesWorld();
    setScenario("hotel-disabled");
    const { result } = renderHook(() => useHotelDetail(locationOf(hotel.hotelDetailId)), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.hotel).toBeNull();
    expect(result.current.data.name).toBe(hotel.name);
  });

  it("a failing catalogue is the detail failure", async () => {
    const { h, hotel, setScenario } = await hotelRatesWorld();
    setScenario("detail-fail");
    const { result } = renderHook(() => useHotelDetail(locationOf(hotel.hotelDetailId)), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ key: "hotel.detailError" });
  });
});

describe("prefetchHotelDetail: the page's calls started before its first render", () => {
  const sent = (calls: readonly string[], id: string) => ({
    catalog: calls.filter((call) => call === `GET /api/v1/hotels/catalog/${id}`).length,
    search: calls.filter((call) => call === "POST /api/v1/hotels/search").length,
  });

  it.each([
    ["still in flight", false],
    ["answered", true],
  ])("the page mounted while they are %s shares them: each call is sent once", async (_, awaitReplies) => {
    const { h, hotel } = await hotelRatesWorld();
    const before = h.calls.length;
    const world = createPortalWorld({ fetcher: h.fetcher, storage: h.storage, stores: h.stores });
    prefetchHotelDetail(world, locationOf(hotel.hotelDetailId));
    if (awaitReplies) await waitFor(() => expect(portalQueryClient(world).isFetching()).toBe(0));
    const { result } = renderHook(() => useHotelDetail(locationOf(hotel.hotelDetailId)), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.hotel?.name).toBe(hotel.name);
    expect(sent(h.calls.slice(before), hotel.hotelDetailId)).toEqual({ catalog: 1, search: 1 });
  });

  it("a failure it met is the page's detail failure, and the page's reload asks again", async () => {
    const { h, hotel, setScenario } = await hotelRatesWorld();
    setScenario("detail-fail");
    const world = createPortalWorld({ fetcher: h.fetcher, storage: h.storage, stores: h.stores });
    prefetchHotelDetail(world, locationOf(hotel.hotelDetailId));
    const { result } = renderHook(() => useHotelDetail(locationOf(hotel.hotelDetailId)), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    setScenario("");
    result.current.actions.reload();
    await waitFor(() => expect(result.current.status).toBe("ready"));
  });
});
