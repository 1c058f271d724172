import { act, renderHook } from "@testing-library/react";
import { RECENT_LOCATIONS_STORAGE_KEY } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { locationsApi, setup } from "../test/locationsApi.js";
import { readRecentLocations } from "./recentLocationsStorage.js";
import { useLocationAutocomplete } from "./useLocationAutocomplete.js";

describe("useLocationAutocomplete: recent locations", () => {
  it("shows the language's recent locations for an empty term: last 10, no duplicates", () => {
    const { h, result } = setup("homeDestination");
    for (let i = 0; i < 12; i++) act(() => result.current.actions.choose({ label: `City ${i}`, value: `C${i}` }));
    act(() => result.current.actions.choose({ label: "City 5", value: "C5" }));
    act(() => result.current.actions.setTerm(" "));
    expect(result.current.status).toBe("recent");
    expect(result.current.data.options.map((option) => option.value)).toEqual([
      "C5",
      "C11",
      "C10",
      "C9",
      "C8",
      "C7",
      "C6",
      "C4",
      "C3",
      "C2",
    ]);
    expect(Object.keys(readRecentLocations(h.storage.local))).toEqual(["es"]);
  });

  it("keeps recent locations per language", () => {
    const { h, result } = setup("homeDestination");
    act(() => result.current.actions.choose({ label: "Roma", value: "ROM" }));
    act(() => h.stores.language.setState({ language: "pt" }));
    act(() => result.current.actions.setTerm(""));
    expect(result.current.data.options).toEqual([]);
  });

  it("survives corrupt stored recent locations", () => {
    const clock = fakeClock();
    const h = harness({ fetcher: locationsApi(), clock });
    h.storage.local.setItem(RECENT_LOCATIONS_STORAGE_KEY, "{not json");
    const { result } = renderHook(() => useLocationAutocomplete({ context: "destination" }), { wrapper: h.wrapper });
    expect(result.current.data.options).toEqual([]);
  });
});
