import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useViewportWidth } from "./useViewportWidth";

const setWidth = (value: number) => {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value });
};

describe("useViewportWidth", () => {
  afterEach(() => setWidth(1024));

  it("follows the window's width from one resize to the next", () => {
    const { result } = renderHook(() => useViewportWidth());
    act(() => {
      setWidth(390);
      window.dispatchEvent(new Event("resize"));
    });
    expect(result.current).toBe(390);
    act(() => {
      setWidth(1440);
      window.dispatchEvent(new Event("resize"));
    });
    expect(result.current).toBe(1440);
  });

  it("never reads the window's width while rendering (a read there lays out a page half drawn)", () => {
    act(() => {
      setWidth(768);
      window.dispatchEvent(new Event("resize"));
    });
    const read = vi.fn(() => 768);
    Object.defineProperty(window, "innerWidth", { configurable: true, get: read });
    const { result, rerender } = renderHook(() => useViewportWidth());
    rerender();
    rerender();
    expect(result.current).toBe(768);
    expect(read).not.toHaveBeenCalled();
  });
});
