import { act, renderHook } from "@testing-library/react";
import { type HotelSearchState, hotelResultsOptionsDefault, hotelSearchFiltersDefault } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { harness } from "../test/harness.js";
import { useHotelCompareSelection } from "./useHotelCompareSelection.js";

const search = (destination: string) =>
  ({
    route: {
      destination: { _tag: "DestinationCode", id: destination },
      checkIn: "2027-01-12",
      checkOut: "2027-01-15",
      rooms: [{ adults: 2, children: 0, ages: [] }],
      options: hotelResultsOptionsDefault,
    },
    filters: hotelSearchFiltersDefault,
  }) as unknown as HotelSearchState;

describe("useHotelCompareSelection", () => {
  it("refuses one hotel with the 'Comparador' info, then gives the comparison URL", () => {
    const h = harness();
    const { result } = renderHook(() => useHotelCompareSelection(search("MAD"), "Madrid"), { wrapper: h.wrapper });
    act(() => result.current.actions.toggle("1"));
    let url: string | null = "";
    act(() => {
      url = result.current.actions.compare();
    });
    expect(url).toBeNull();
    expect(h.stores.toasts.getState().toasts.at(-1)).toMatchObject({
      level: "info",
      key: "hotel.compareMinimum",
      titleKey: "hotel.compareTitle",
    });
    act(() => result.current.actions.toggle("2"));
    expect(result.current.actions.compare()).toBe("/hotel/compare/1,2/MAD/2027-01-12/2027-01-15/2-0?name=Madrid");
  });

  it("holds at most 4 hotels, and starts over for another search", () => {
    const h = harness();
    let current = search("MAD");
    const { result, rerender } = renderHook(() => useHotelCompareSelection(current, null), { wrapper: h.wrapper });
    for (const id of ["1", "2", "3", "4", "5"]) act(() => result.current.actions.toggle(id));
    expect(result.current.data).toMatchObject({ ids: ["1", "2", "3", "4"], full: true, maximum: 4 });
    act(() => result.current.actions.toggle("2"));
    expect(result.current.data.ids).toEqual(["1", "3", "4"]);
    current = search("BCN");
    rerender();
    expect(result.current.status).toBe("empty");
  });
});
