import { act, renderHook, waitFor } from "@testing-library/react";
import { pageDataPreloads } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { usePortalConfig } from "../config/usePortalConfig.js";
import { useUser } from "../session/useUser.js";
import { failingFor, harness, signIn } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { usePackageResults } from "./usePackageResults.js";

// The demo world's today is fixed; the searched dates lie ahead of it whatever the machine's date.
const api = () => inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
const BUE_CUN = "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-10/2-0/0/0";
const PARTIAL =
  "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-10/2-0/CZM:Cozumel/2027-03-03;2027-03-06";

const render = (url: string, fetcher: Fetcher = api()) =>
  renderHook(({ at }) => usePackageResults(at), { wrapper: harness({ fetcher }).wrapper, initialProps: { at: url } });

describe("usePackageResults", () => {
  it("reads the URL, asks for the package search, and fills the 'Actualizar' form", async () => {
    const { result } = render(PARTIAL);
    expect(result.current.status).toBe("loading");
    expect(result.current.data.form).toMatchObject({
      destinationName: "Cancún",
      differentHotel: true,
      accommodationCityName: "Cozumel",
      partialHotel: true,
      hotelIn: "2027-03-03",
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const reply = result.current.data.reply;
    expect(reply?.search.hotelStay).toMatchObject({ city: { id: "CZM" }, nights: 3 });
    expect(reply?.flights.length).toBeGreaterThan(0);
    expect(reply?.recommended).not.toBeNull();
    expect(result.current.error).toBeNull();
  });

  it("asks for exactly the call core names for the server to preload with the page (or the browser fetches twice)", async () => {
    const base = api();
    const asked: string[] = [];
    const recording: Fetcher = (path, init) => {
      if (path.includes("flightsHotels/search")) asked.push(path);
      return base(path, init);
    };
    for (const url of [BUE_CUN, PARTIAL]) {
      asked.length = 0;
      const { result, unmount } = render(url, recording);
      await waitFor(() => expect(result.current.status).toBe("ready"));
      expect(asked).toEqual(pageDataPreloads(url));
      unmount();
    }
  });

  it("an agent's search goes out once: keyed by the request it sends, not by a user kind guessed before the configuration", async () => {
    const base = api();
    await signIn(base, "agente");
    const searches: string[] = [];
    const counting: Fetcher = (path, init) => {
      if (path.includes("flightsHotels/search")) searches.push(path);
      return base(path, init);
    };
    const h = harness({ fetcher: counting });
    const { result } = renderHook(
      () => {
        // The shell loads the user and the configuration beside the page, as in the portal.
        useUser();
        usePortalConfig();
        return usePackageResults(BUE_CUN);
      },
      { wrapper: h.wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await waitFor(() => expect(h.stores.config.getState()).toMatchObject({ status: "ready", portalType: "B2B" }));
    await waitFor(() => expect(result.current.data.updating).toBe(false));
    expect(searches).toEqual(pageDataPreloads(BUE_CUN));
  });

  it("keeps its data and verbs while the URL and the reply stay", async () => {
    const h = harness({ fetcher: api() });
    const { result, rerender } = renderHook(() => usePackageResults(BUE_CUN), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await waitFor(() => expect(result.current.data.updating).toBe(false));
    const { data, actions } = result.current;
    rerender();
    act(() => h.stores.currency.setState({ currencyId: "USD" }));
    expect(result.current.data).toBe(data);
    expect(result.current.actions).toBe(actions);
  });

  it("says when the URL cannot be read, when the search fails, and when nothing was found", async () => {
    expect(render("/flightsHotels/results/x").result.current).toMatchObject({
      status: "invalid",
      error: { key: "packageSearch.urlInvalid" },
    });
    const failing = render(BUE_CUN, failingFor(api(), /flightsHotels\/search/));
    await waitFor(() => expect(failing.result.current.status).toBe("error"));
    expect(failing.result.current.error).toEqual({ key: "packageSearch.failed" });
    const base = api();
    const emptied: Fetcher = async (path, init) => {
      const reply = await base(path, init);
      if (!path.includes("flightsHotels/search")) return reply;
      return Response.json({ ...(await reply.json()), hotels: [], recommended: null });
    };
    const empty = render(BUE_CUN, emptied);
    await waitFor(() => expect(empty.result.current.status).toBe("empty"));
    expect(empty.result.current.error).toEqual({ key: "packageSearch.empty" });
  });

  it("a late reply for an older URL never replaces the newer one, whose request aborted the older", async () => {
    const base = api();
    const held: { path: string; release: () => void; aborted: () => boolean }[] = [];
    const slow: Fetcher = (path, init) => {
      if (!path.includes("flightsHotels/search")) return base(path, init);
      return new Promise((resolve) => {
        held.push({ path, release: () => resolve(base(path, init)), aborted: () => init?.signal?.aborted === true });
      });
    };
    const { result, rerender } = render(BUE_CUN, slow);
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ at: PARTIAL });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]?.aborted()).toBe(true);
    held[1]?.release();
    await waitFor(() => expect(result.current.status).toBe("ready"));
    held[0]?.release();
    await act(async () => await Promise.resolve());
    expect(result.current.data.reply?.search.hotelStay.city.id).toBe("CZM");
    expect(result.current.data.updating).toBe(false);
  });
});
