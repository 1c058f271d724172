import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memoryPortalStorage } from "../provider/world.js";
import { harness } from "../test/harness.js";
import { hotelSearchState } from "../test/hotelSearchState.js";
import { useHotelPdfSelection } from "./useHotelPdfSelection.js";

describe("useHotelPdfSelection", () => {
  it("toggles hotels in the order chosen, and clears", () => {
    const h = harness();
    const { result } = renderHook(() => useHotelPdfSelection(hotelSearchState("MAD")), { wrapper: h.wrapper });
    expect(result.current.ready).toBe(false);
    act(() => result.current.toggle("7"));
    act(() => result.current.toggle("3"));
    expect(result.current.selected).toEqual(["7", "3"]);
    expect(result.current.ready).toBe(true);
    act(() => result.current.toggle("7"));
    expect(result.current.selected).toEqual(["3"]);
    act(() => result.current.clear());
    expect(result.current.selected).toEqual([]);
  });

  it("finds the search's choice again after a reload, and keeps each search's own", () => {
    const storage = memoryPortalStorage();
    const first = harness({ storage });
    let current = hotelSearchState("MAD");
    const before = renderHook(() => useHotelPdfSelection(current), { wrapper: first.wrapper });
    act(() => {
      before.result.current.toggle("7");
      before.result.current.toggle("3");
    });
    current = hotelSearchState("BCN");
    before.rerender();
    expect(before.result.current.selected).toEqual([]);
    act(() => before.result.current.toggle("9"));
    before.unmount();

    const reloaded = harness({ storage });
    const after = renderHook(() => useHotelPdfSelection(hotelSearchState("MAD")), { wrapper: reloaded.wrapper });
    expect(after.result.current.selected).toEqual(["7", "3"]);
    const other = renderHook(() => useHotelPdfSelection(hotelSearchState("BCN")), { wrapper: reloaded.wrapper });
    expect(other.result.current.selected).toEqual(["9"]);
  });
});
