import { renderHook, waitFor } from "@testing-library/react";
import { money, type PackageSearchReply } from "@travesia/core";
import { createDemoApi, createInventory, DEFAULT_INVENTORY_SEED, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { failingFor, harness } from "../test/harness.js";
import { usePackageDetail } from "./usePackageDetail.js";

// A fixed "today" for the demo, and a package that leaves weeks after it.
const now = () => new Date("2027-01-10T12:00:00Z");
const hotel = createInventory(DEFAULT_INVENTORY_SEED).hotelsOf("CZM")[0];
// Core's package detail id: the hotel, its check-in day, nights, the origin and the adults.
const id = `PK${hotel?.id ?? ""}-20270302-6-BUE-2`;

describe("usePackageDetail against the demo API", () => {
  it("reads the package, then the catalogue detail of the hotel it names", async () => {
    const { result } = renderHook(() => usePackageDetail(id), {
      wrapper: harness({ fetcher: inProcessFetcher(createDemoApi({ now })) }).wrapper,
    });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const view = result.current.data.view;
    expect(view).toMatchObject({ origin: "Buenos Aires", destination: "Cozumel", nights: 6, travellers: 2 });
    expect(view?.hotel).toMatchObject({ hotelDetailId: hotel?.id, name: hotel?.name });
    expect(view?.hotel.detailUrl).toMatch(/^\/hotel\/details\/.+\/2027-03-02\/2027-03-08\/2-0\/CZM$/);
    await waitFor(() => expect(result.current.data.hotelDetail).not.toBeNull());
    expect(result.current.data.hotelDetail?.imageLinks.length).toBeGreaterThan(0);
  });

  it("a package the API refuses is the detail failure; the hotel's failure leaves the package shown", async () => {
    const api = inProcessFetcher(createDemoApi({ now }));
    const refused = renderHook(() => usePackageDetail("PK-nothing"), { wrapper: harness({ fetcher: api }).wrapper });
    await waitFor(() => expect(refused.result.current.status).toBe("error"));
    expect(refused.result.current.error).toEqual({ key: "packageScreens.detailFailed" });
    const noCatalog = failingFor(api, /hotels\/catalog/);
    const { result } = renderHook(() => usePackageDetail(id), { wrapper: harness({ fetcher: noCatalog }).wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.view?.hotel.name).toBe(hotel?.name);
    expect(result.current.data.hotelDetail).toBeNull();
  });

  it("shows the flight chosen on the results page, both legs, and prices the package with it", async () => {
    const api = inProcessFetcher(createDemoApi({ now }));
    const results = "/flightsHotels/results/BUE:Buenos%20Aires/CZM/Cozumel/2027-03-02/2027-03-08/2-0/0/0";
    const reply = (await (
      await api(`/api/v1/flightsHotels/search?url=${encodeURIComponent(results)}`)
    ).json()) as PackageSearchReply;
    const recommended = reply.recommended;
    const detailId = recommended === null ? undefined : reply.packageDetails?.[recommended.hotelDetailId];
    // A solution of another carrier than the one the page starts with, chosen on its second outbound when it has one.
    const startCarrier = reply.flights[0]?.summary.validatingCarrier[0]?.code;
    const other = reply.flights.find((solution) => solution.summary.validatingCarrier[0]?.code !== startCarrier);
    const outbound = other?.trips[0]?.flights.at(-1);
    const back = other?.trips[1]?.flights[0];
    if (detailId === undefined || other === undefined || outbound === undefined || back === undefined)
      throw new Error("the demo's package search has no second carrier");
    const { result } = renderHook(() => usePackageDetail(detailId, [outbound.tripProductId, back.tripProductId]), {
      wrapper: harness({ fetcher: api }).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const flight = result.current.data.view?.flight;
    expect(flight?.carrier).toBe(other.summary.validatingCarrier[0]?.name);
    const iata = (segment: { readonly departure: { readonly destinations: unknown } }) =>
      (segment.departure.destinations as { airport: { IATA: string } }).airport.IATA;
    expect(flight?.legs.map((leg) => leg.segments.map((segment) => segment.from))).toEqual([
      outbound.segments.map(iata),
      back.segments.map(iata),
    ]);
    const host = other.prices.totalPrices.find((price) => price.host === true);
    expect(flight?.price).toEqual(money(Math.round((host?.amount ?? 0) * 100), host?.currency ?? ""));
  });
});
