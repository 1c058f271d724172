import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failingFor, harness } from "../test/harness.js";
import { hotelRatesWorld } from "../test/hotelRatesWorld.js";
import { houseDetailWorld } from "../test/houseDetailWorld.js";
import { useCheckoutSummary } from "./useCheckoutSummary.js";

describe("useCheckoutSummary against the demo API", () => {
  it("reads the rate this visitor quoted", async () => {
    const { h, hotel } = await hotelRatesWorld();
    const id = hotel.rates[0]?.tripProductID ?? "";
    await h.fetcher(`/checkout/quote/hotel/${id}`, { method: "GET" });
    const { result } = renderHook(() => useCheckoutSummary(id), { wrapper: h.wrapper });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data?.hotel.name).toBe(hotel.name);
    expect(result.current.data?.hotel.rates.map((rate) => rate.tripProductID)).toEqual([id]);
    expect(result.current.data).toMatchObject({ checkIn: "2027-01-12", checkOut: "2027-01-15" });
  });

  it("a rate not quoted is notFound; a failing call is an error", async () => {
    const { h, hotel } = await hotelRatesWorld();
    const id = hotel.rates[1]?.tripProductID ?? "";
    const missing = renderHook(() => useCheckoutSummary(id), { wrapper: h.wrapper });
    await waitFor(() => expect(missing.result.current.status).toBe("notFound"));
    expect(missing.result.current.error).toEqual({ key: "hotelRates.checkoutNotFound" });
    const broken = harness({ fetcher: failingFor(h.fetcher, /hotels\/checkout/) });
    const failing = renderHook(() => useCheckoutSummary(id), { wrapper: broken.wrapper });
    await waitFor(() => expect(failing.result.current.status).toBe("error"));
    expect(failing.result.current.error).toEqual({ key: "hotelRates.checkoutLoadError" });
  });

  it("reads a house stay this visitor quoted; one not quoted reads the house's not-found text", async () => {
    const { h, house } = await houseDetailWorld();
    const id = house.rates[0]?.tripProductID ?? "";
    const before = renderHook(() => useCheckoutSummary(id, "house"), { wrapper: h.wrapper });
    await waitFor(() => expect(before.result.current.error).toEqual({ key: "houseCheckout.notFound" }));
    await h.fetcher(`/checkout/quote/hotel/${id}%3FaccommodationType=HouseOrApartment`, { method: "GET" });
    act(() => before.result.current.actions.reload());
    await waitFor(() => expect(before.result.current.status).toBe("ready"));
    expect(before.result.current.data).toMatchObject({ product: "house", tripProductId: id, guests: 2 });
    expect(before.result.current.data?.hotel.hotelDetailId).toBe(house.hotelDetailId);
  });
});
