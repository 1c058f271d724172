import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memoryPortalStorage } from "../provider/world.js";
import { harness } from "../test/harness.js";
import { useSavedSearchFilters } from "./useSavedSearchFilters.js";

describe("useSavedSearchFilters", () => {
  it("gives the saved filters back once, only after reuse is allowed, per product, in session storage", () => {
    const storage = memoryPortalStorage();
    const { wrapper } = harness({ storage });
    const hotel = renderHook(() => useSavedSearchFilters<{ zone: string[] }>("hotel"), { wrapper }).result.current;
    const flight = renderHook(() => useSavedSearchFilters<{ stops: number[] }>("flight"), { wrapper }).result.current;
    hotel.actions.save({ zone: ["Palermo"] });
    flight.actions.save({ stops: [0] });
    expect(hotel.actions.take()).toBeNull();
    hotel.actions.allowReuse();
    expect(hotel.actions.take()).toEqual({ zone: ["Palermo"] });
    expect(hotel.actions.take()).toBeNull();
    expect(flight.actions.take()).toBeNull();
    expect(JSON.parse(storage.session.getItem("savedSearchFilters") ?? "{}")).toEqual({
      hotel: { filters: { zone: ["Palermo"] }, canUse: false },
      flight: { filters: { stops: [0] }, canUse: false },
    });
  });

  it("reads junk in storage as nothing saved", () => {
    const storage = memoryPortalStorage();
    storage.session.setItem("savedSearchFilters", "not json");
    const { result } = renderHook(() => useSavedSearchFilters("hotel"), { wrapper: harness({ storage }).wrapper });
    result.current.actions.allowReuse();
    expect(result.current.actions.take()).toBeNull();
  });
});
