import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { locationsApi, setup, suggestion } from "../test/locationsApi.js";
import type { Fetcher } from "../transport/transport.js";
import { useLocationAutocomplete } from "./useLocationAutocomplete.js";

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
