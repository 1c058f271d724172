import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useHotelPdfSelection } from "./useHotelPdfSelection.js";

describe("useHotelPdfSelection", () => {
  it("toggles hotels in the order chosen, and clears", () => {
    const { result } = renderHook(() => useHotelPdfSelection());
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
});
