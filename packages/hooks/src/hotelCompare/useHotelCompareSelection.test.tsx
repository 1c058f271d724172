import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memoryPortalStorage } from "../provider/world.js";
import { harness } from "../test/harness.js";
import { hotelSearchState } from "../test/hotelSearchState.js";
import { useHotelCompareSelection } from "./useHotelCompareSelection.js";

describe("useHotelCompareSelection", () => {
  it("refuses one hotel with the 'Comparador' info until dismissed, then gives the comparison URL", () => {
    const h = harness();
    const { result } = renderHook(() => useHotelCompareSelection(hotelSearchState("MAD"), "Madrid"), {
      wrapper: h.wrapper,
    });
    act(() => result.current.actions.toggle("1"));
    let url: string | null = "";
    act(() => {
      url = result.current.actions.compare();
    });
    expect(url).toBeNull();
    expect(result.current.data.refusal).toMatchObject({
      messageKey: "hotel.compareMinimum",
      titleKey: "hotel.compareTitle",
    });
    expect(h.stores.toasts.getState().toasts).toEqual([]);
    act(() => result.current.actions.dismiss());
    expect(result.current.data.refusal).toBeNull();
    act(() => result.current.actions.toggle("2"));
    expect(result.current.actions.compare()).toBe("/hotel/compare/1,2/MAD/2027-01-12/2027-01-15/2-0?name=Madrid");
  });

  it("keeps its toggle through renders and picks, so memoised cards taking it are not drawn again", () => {
    const h = harness();
    const { result, rerender } = renderHook(() => useHotelCompareSelection(hotelSearchState("MAD"), null), {
      wrapper: h.wrapper,
    });
    const { toggle } = result.current.actions;
    rerender();
    act(() => result.current.actions.toggle("1"));
    expect(result.current.data.ids).toEqual(["1"]);
    expect(result.current.actions.toggle).toBe(toggle);
  });

  it("holds at most 4 hotels, and starts over for another search", () => {
    const h = harness();
    let current = hotelSearchState("MAD");
    const { result, rerender } = renderHook(() => useHotelCompareSelection(current, null), { wrapper: h.wrapper });
    for (const id of ["1", "2", "3", "4", "5"]) act(() => result.current.actions.toggle(id));
    expect(result.current.data).toMatchObject({ ids: ["1", "2", "3", "4"], full: true, maximum: 4 });
    act(() => result.current.actions.toggle("2"));
    expect(result.current.data.ids).toEqual(["1", "3", "4"]);
    current = hotelSearchState("BCN");
    rerender();
    expect(result.current.status).toBe("empty");
  });

  it("keeps the pick through a reload of the same search; a bad stored value is no pick", () => {
    const storage = memoryPortalStorage();
    const first = harness({ storage });
    const before = renderHook(() => useHotelCompareSelection(hotelSearchState("MAD"), null), {
      wrapper: first.wrapper,
    });
    act(() => before.result.current.actions.toggle("4"));
    act(() => before.result.current.actions.toggle("2"));
    before.unmount();
    const after = renderHook(() => useHotelCompareSelection(hotelSearchState("MAD"), null), {
      wrapper: harness({ storage }).wrapper,
    });
    expect(after.result.current.data.ids).toEqual(["4", "2"]);

    storage.session.setItem("hotelPicks", '{"not":"a list"');
    const broken = renderHook(() => useHotelCompareSelection(hotelSearchState("MAD"), null), {
      wrapper: harness({ storage }).wrapper,
    });
    expect(broken.result.current.data.ids).toEqual([]);
    act(() => broken.result.current.actions.toggle("5"));
    expect(broken.result.current.data.ids).toEqual(["5"]);
  });
});
