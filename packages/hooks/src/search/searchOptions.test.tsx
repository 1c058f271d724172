import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fakeApi.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { useBundleOptions } from "./useBundleOptions.js";
import { useBundleThemes } from "./useBundleThemes.js";
import { useFlightSearchConfig } from "./useFlightSearchConfig.js";

describe("search-form options against the demo API", () => {
  it("lists the bundle themes", async () => {
    const { result } = renderHook(() => useBundleThemes(), { wrapper: harness().wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.themes.length).toBeGreaterThan(0);
  });

  it("reads the flight configuration", async () => {
    const { result } = renderHook(() => useFlightSearchConfig(), { wrapper: harness().wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.calendarMonths).toBeGreaterThan(0);
  });
});

describe("useBundleOptions", () => {
  const api = fakeApi({
    "^GET /dynamicVacationBundle/searchMonth": (_body, path) => {
      const pattern = new URL(`http://x${path}`).searchParams.get("pattern") ?? "";
      return json({
        starred: [{ id: "1", name: "Enero" }],
        all: pattern === "" ? [] : [{ id: "3", name: `Mar ${pattern}` }],
      });
    },
  });

  it("lists starred months for an empty term, then searches from 3 characters after 250 ms", async () => {
    const clock = fakeClock();
    const h = harness({ fetcher: api, clock });
    const { result } = renderHook(() => useBundleOptions("period"), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.data.options).toEqual([{ id: "1", name: "Enero" }]));
    expect(result.current.status).toBe("starred");
    act(() => result.current.actions.setTerm("ma"));
    expect(result.current.status).toBe("tooShort");
    expect(result.current.error).toEqual({ key: "select.minCharacters" });
    act(() => result.current.actions.setTerm("mar"));
    act(() => clock.advance(249));
    expect(h.calls).toHaveLength(1);
    act(() => clock.advance(1));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.options).toEqual([{ id: "3", name: "Mar mar" }]);
  });
});

describe("useFlightSearchConfig", () => {
  it("keeps the defaults when the flight configuration fails", async () => {
    const h = harness({ fetcher: fakeApi({}) });
    const { result } = renderHook(() => useFlightSearchConfig(), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data).toEqual({ allowSupplierSelection: false, offices: [], calendarMonths: 13 });
  });
});
