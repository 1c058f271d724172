import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { useBundleSearchForm } from "./useBundleSearchForm.js";

describe("useBundleSearchForm", () => {
  it("'Buscar' needs a destination or theme; 'Explorar nuestras propuestas' needs nothing; both are posts", () => {
    const { result } = renderHook(() => useBundleSearchForm(), { wrapper: harness({ clock: fakeClock() }).wrapper });
    expect(result.current.actions.exploreAll()).toMatchObject({
      _tag: "Post",
      path: "/dynamicVacationBundle/getAllResults",
    });
    act(() => void result.current.actions.submit());
    expect(result.current.data.issues.length).toBe(1);
    act(() => result.current.actions.toggleTheme("2"));
    expect(result.current.data.values.themeIds).toEqual(["2"]);
    expect(result.current.actions.submit()).toMatchObject({ _tag: "Post", path: "/search/dynamicVacationBundle" });
    act(() => result.current.actions.toggleTheme("2"));
    expect(result.current.data.values.themeIds).toEqual([]);
    act(() => result.current.actions.chooseDestinations([{ id: "BRC", name: "Bariloche" }]));
    expect(result.current.actions.submit()).toMatchObject({ _tag: "Post" });
  });
});
