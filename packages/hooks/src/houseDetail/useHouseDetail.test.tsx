import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createPortalWorld } from "../provider/PortalProvider.js";
import { portalQueryClient } from "../query/portalQueryClient.js";
import { houseDetailWorld } from "../test/houseDetailWorld.js";
import { prefetchHouseDetail, useHouseDetail } from "./useHouseDetail.js";

describe("useHouseDetail against the demo API", () => {
  it("reads the one house of the narrowed search, with its detail and its rate", async () => {
    const { h, house, location } = await houseDetailWorld();
    const { result } = renderHook(() => useHouseDetail(location), { wrapper: h.wrapper });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.house?.hotelDetailId).toBe(house.hotelDetailId);
    expect(result.current.data.house?.detail?.imageLinks.length).toBeGreaterThan(0);
    expect(result.current.data.house?.rates[0]?.tripProductID).toBe(house.rates[0]?.tripProductID);
    expect(h.calls).toEqual(["POST /api/v1/houses/search"]);
  });

  it("a failing search is the detail failure, and reload asks again", async () => {
    const { h, location, setScenario } = await houseDetailWorld();
    setScenario("search-fail");
    const { result } = renderHook(() => useHouseDetail(location), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ key: "hotel.detailError" });
    setScenario("");
    result.current.actions.reload();
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.house).not.toBeNull();
  });

  it.each([
    ["still in flight", false],
    ["answered", true],
  ])("the page mounted while the prefetched call is %s shares it: one call", async (_, awaitReply) => {
    const { h, house, location } = await houseDetailWorld();
    const world = createPortalWorld({ fetcher: h.fetcher, storage: h.storage, stores: h.stores });
    prefetchHouseDetail(world, location);
    if (awaitReply) await waitFor(() => expect(portalQueryClient(world).isFetching()).toBe(0));
    const { result } = renderHook(() => useHouseDetail(location), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.house?.hotelDetailId).toBe(house.hotelDetailId);
    expect(h.calls).toEqual(["POST /api/v1/houses/search"]);
  });
});
