import { act, renderHook, waitFor } from "@testing-library/react";
import { RECENT_LOCATIONS_STORAGE_KEY } from "@travesia/core";
import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fakeApi.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { readRecentLocations } from "./recentLocationsStorage.js";
import { useLocationAutocomplete } from "./useLocationAutocomplete.js";

const suggestion = (label: string) => ({ label, value: label.toUpperCase(), type: "city" });

const locationsApi = () =>
  fakeApi({
    "^GET /api/locations/": (_body, path) => {
      const term = decodeURIComponent(path.split("/").pop() ?? "");
      return term === "zz" ? json([]) : term === "err" ? json({}, 500) : json([suggestion(`${term} city`)]);
    },
    "^GET /portal/citiesAirports/": (_body, path) =>
      json([
        {
          id: "1",
          name: `Aeropuerto ${new URL(`http://x${path}`).searchParams.get("pattern")}`,
          valueId: "EZE",
          destinationTypeId: "NMO.GBL.PDT.AIR",
        },
      ]),
  });

const setup = (context: "homeDestination" | "destination" | "select", fetcher: Fetcher = locationsApi()) => {
  const clock = fakeClock();
  const h = harness({ fetcher, clock });
  const hook = renderHook(() => useLocationAutocomplete({ context }), { wrapper: h.wrapper });
  return { clock, h, result: hook.result };
};

describe("useLocationAutocomplete", () => {
  it.each([
    ["homeDestination", 500],
    ["destination", 750],
  ] as const)("%s waits %i ms after the last keystroke, then queries once", async (context, delay) => {
    const { clock, h, result } = setup(context);
    act(() => result.current.actions.setTerm("ro"));
    act(() => clock.advance(delay - 1));
    act(() => result.current.actions.setTerm("rom"));
    act(() => clock.advance(delay - 1));
    expect(result.current.status).toBe("waiting");
    expect(h.calls).toEqual([]);
    act(() => clock.advance(1));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(h.calls).toEqual(["GET /api/locations/rom"]);
    expect(result.current.data.options).toEqual([suggestion("rom city")]);
  });

  it("does not query below 2 characters (3 in select widgets)", () => {
    const location = setup("destination");
    act(() => location.result.current.actions.setTerm("r"));
    expect(location.result.current.status).toBe("tooShort");
    const select = setup("select");
    act(() => select.result.current.actions.setTerm("ro"));
    expect(select.result.current.status).toBe("tooShort");
    act(() => select.clock.advance(1000));
    expect(select.h.calls).toEqual([]);
  });

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

  it("says empty for no rows and select.loadError for a failed call", async () => {
    const { clock, result } = setup("destination");
    act(() => result.current.actions.setTerm("zz"));
    act(() => clock.advance(750));
    await waitFor(() => expect(result.current.status).toBe("empty"));
    act(() => result.current.actions.setTerm("err"));
    act(() => clock.advance(750));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ key: "select.loadError" });
  });

  it("a newer term aborts the older query; the late reply never replaces newer options", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const base = locationsApi();
    const fetcher: Fetcher = async (path, init) => {
      if (path.endsWith("/slow")) await gate;
      return base(path, init);
    };
    const { clock, result } = setup("destination", fetcher);
    act(() => result.current.actions.setTerm("slow"));
    act(() => clock.advance(750));
    act(() => result.current.actions.setTerm("fast"));
    act(() => clock.advance(750));
    await waitFor(() => expect(result.current.data.options).toEqual([suggestion("fast city")]));
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data.options).toEqual([suggestion("fast city")]);
  });

  it("reads cities and airports for the flight boxes", async () => {
    const clock = fakeClock();
    const h = harness({ fetcher: locationsApi(), clock });
    const { result } = renderHook(() => useLocationAutocomplete({ context: "destination", source: "flightCities" }), {
      wrapper: h.wrapper,
    });
    act(() => result.current.actions.setTerm("eze"));
    act(() => clock.advance(750));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(h.calls).toEqual(["GET /portal/citiesAirports/es?pattern=eze&destinationType=NMO.GBL.PDT.AIR"]);
    expect(result.current.data.options[0]).toMatchObject({ label: "Aeropuerto eze", value: "EZE" });
  });
});
