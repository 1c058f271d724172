import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { houseDetailWorld } from "../test/houseDetailWorld.js";
import { useHouseQuote } from "./useHouseQuote.js";

describe("useHouseQuote against the demo API", () => {
  it("quotes with accommodationType=HouseOrApartment and goes to the server's next URL", async () => {
    const { h, house } = await houseDetailWorld();
    const id = house.rates[0]?.tripProductID ?? "";
    const { result } = renderHook(() => useHouseQuote(id, { pricerEnabled: false }), { wrapper: h.wrapper });
    expect(result.current.data.button).toMatchObject({ labelKey: "quote.select", disabled: false });
    await act(() => result.current.actions.quote());
    await waitFor(() => expect(result.current.data.navigation).toBe(`/checkout/house/${id}`));
    expect(h.calls).toContain(`GET /checkout/quote/hotel/${id}%3FaccommodationType=HouseOrApartment`);
  });

  it("a failure reads the house sold-out text for 10 s on the clock, and the button says 'No disponible'", async () => {
    const { h, house, clock, setScenario } = await houseDetailWorld();
    setScenario("quote-fail");
    const id = house.rates[0]?.tripProductID ?? "";
    const { result } = renderHook(() => useHouseQuote(id, { pricerEnabled: false }), { wrapper: h.wrapper });
    await act(() => result.current.actions.quote());
    expect(result.current.data.failureKey).toBe("house.soldOut");
    expect(result.current.data.button).toMatchObject({ labelKey: "quote.unavailable", disabled: true });
    expect(h.calls.filter((call) => call.includes("/checkout/quote/"))).toHaveLength(1);
    act(() => clock.advance(9_999));
    expect(result.current.data.failureKey).toBe("house.soldOut");
    act(() => clock.advance(1));
    expect(result.current.data.failureKey).toBeNull();
  });

  it("with the pricer and an active trip, success goes to the trip page", async () => {
    const { h, house } = await houseDetailWorld();
    h.stores.active.setState({ id: "42" });
    const id = house.rates[0]?.tripProductID ?? "";
    const { result } = renderHook(() => useHouseQuote(id, { pricerEnabled: true }), { wrapper: h.wrapper });
    await act(() => result.current.actions.quote());
    await waitFor(() => expect(result.current.data.navigation).toBe("/v3/trip/edit/42"));
  });
});
