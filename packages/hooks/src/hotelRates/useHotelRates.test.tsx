import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePortalStore } from "../provider/PortalProvider.js";
import { hotelRatesWorld } from "../test/hotelRatesWorld.js";
import { useHotelRates } from "./useHotelRates.js";

const render = async (scenario = "", withoutRates = false) => {
  const world = await hotelRatesWorld();
  world.setScenario(scenario);
  const hotel = withoutRates ? { ...world.hotel, rates: [] } : world.hotel;
  const hook = renderHook(
    () => ({ rates: useHotelRates(hotel, world.search), toasts: usePortalStore("toasts", (s) => s.toasts) }),
    { wrapper: world.h.wrapper },
  );
  return { ...world, result: hook.result };
};

describe("useHotelRates against the demo API", () => {
  it("shows the first 3 rates, counts the others, and shows them all on demand (spec 001 §2, §9)", async () => {
    const { hotel, result } = await render();
    expect(result.current.rates.data.shown.map((r) => r.id)).toEqual(hotel.rates.slice(0, 3).map((r) => r.id));
    expect(result.current.rates.data.hiddenCount).toBe(hotel.rates.length - 3);
    act(() => result.current.rates.actions.showAll());
    expect(result.current.rates.data.shown).toHaveLength(hotel.rates.length);
    expect(result.current.rates.data.hiddenCount).toBe(0);
  });

  it("'Más tarifas' inserts the options after their rate and toasts 'Se agregaron tarifas para {hotel}'", async () => {
    const { hotel, h, result } = await render();
    const parent = hotel.rates.find((rate) => rate.moreOptions === true);
    if (parent === undefined) throw new Error("no rate with more options");
    act(() => result.current.rates.actions.moreOptions(parent));
    await waitFor(() => expect(result.current.rates.data.shown.length).toBeGreaterThan(hotel.rates.length));
    const ids = result.current.rates.data.shown.map((rate) => rate.id);
    const at = ids.indexOf(parent.id);
    expect(hotel.rates.map((rate) => rate.id)).not.toContain(ids[at + 1]);
    expect(h.calls).toContain("POST /api/v1/hotels/searchMoreRateOptions");
    expect(result.current.toasts).toMatchObject([
      { level: "success", key: "hotel.moreOptionsAdded", params: { hotel: hotel.name }, durationMs: 15000 },
    ]);
    expect(result.current.rates.data.moreOptionsLoading).toBeNull();
  });

  it("a failed or empty 'Más tarifas' warns 'No se encontraron opciones…' and keeps the list", async () => {
    const { hotel, result } = await render("more-options-fail");
    const parent = hotel.rates.find((rate) => rate.moreOptions === true);
    if (parent === undefined) throw new Error("no rate with more options");
    act(() => result.current.rates.actions.moreOptions(parent));
    await waitFor(() => expect(result.current.toasts).toHaveLength(1));
    expect(result.current.toasts[0]).toMatchObject({ level: "warning", key: "hotel.moreOptionsEmpty" });
    expect(result.current.rates.data.shown.map((r) => r.id)).toEqual(hotel.rates.slice(0, 3).map((r) => r.id));
  });

  it("a hotel sent without rates has them asked on demand; the related-rates URL carries baseRate", async () => {
    const { hotel, h, result } = await render("", true);
    expect(result.current.rates.status).toBe("loading");
    await waitFor(() => expect(result.current.rates.status).toBe("ready"));
    expect(h.calls).toContain("POST /api/v1/hotels/search");
    expect(result.current.rates.data.shown.map((r) => r.id)).toEqual(hotel.rates.slice(0, 3).map((r) => r.id));
    const rate = result.current.rates.data.shown[0];
    if (rate === undefined) throw new Error("no rate");
    expect(result.current.rates.actions.relatedRatesUrl(rate)).toBe(
      `/hotel/results/MAD/2027-01-12/2027-01-15/2-0?baseRate=${encodeURIComponent(rate.id)}`,
    );
  });

  it("an on-demand search that fails is an error with 'Fallo al recuperar los resultados'", async () => {
    const { result } = await render("search-fail", true);
    await waitFor(() => expect(result.current.rates.status).toBe("error"));
    expect(result.current.rates.error).toEqual({ key: "hotel.searchFailed" });
  });
});
