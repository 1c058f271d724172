import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAggregatedCards } from "./useAggregatedCards.js";

describe("useAggregatedCards (spec 001 §2 aggregated results)", () => {
  it("expands one card, loads more, filters by board, and expands or collapses all", () => {
    const { result } = renderHook(() => useAggregatedCards());
    act(() => result.current.send("a", { _tag: "expand" }));
    act(() => result.current.send("a", { _tag: "showMore" }));
    expect(result.current.stateOf("a")).toEqual({ expanded: true, board: undefined, pages: 2 });
    act(() => result.current.send("a", { _tag: "board", code: "2" }));
    expect(result.current.stateOf("a")).toEqual({ expanded: true, board: "2", pages: 1 });
    act(() => result.current.expandAll(["a", "b"]));
    expect(result.current.stateOf("b").expanded).toBe(true);
    expect(result.current.stateOf("a").board).toBe("2");
    act(() => result.current.collapseAll());
    expect([result.current.stateOf("a").expanded, result.current.stateOf("b").expanded]).toEqual([false, false]);
  });
});
