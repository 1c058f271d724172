import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeClock } from "../test/fakeClock.js";
import { failingFor, harness } from "../test/harness.js";
import { useHotelPoiSearch } from "./useHotelPoiSearch.js";

/** Buenos Aires: the demo API holds points of interest around it. */
const center = { latitude: -34.6037, longitude: -58.3816 };

const setup = (failing = false) => {
  const clock = fakeClock();
  const base = harness({ clock });
  const h = failing ? harness({ clock, fetcher: failingFor(base.fetcher, /complete\/poi/) }) : base;
  const hook = renderHook(() => useHotelPoiSearch(center), { wrapper: h.wrapper });
  return { clock, h, result: hook.result };
};

describe("useHotelPoiSearch", () => {
  it("waits for 3 characters and 750 ms, then asks around the center within 50000 m", async () => {
    const { clock, h, result } = setup();
    expect(result.current.status).toBe("idle");
    act(() => result.current.actions.setTerm("mu"));
    expect(result.current.status).toBe("tooShort");
    act(() => result.current.actions.setTerm("museo"));
    act(() => clock.advance(749));
    expect(result.current.status).toBe("waiting");
    expect(h.calls).toEqual([]);
    act(() => clock.advance(1));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(h.calls).toEqual(["GET /api/complete/poi/museo/-34.6037/-58.3816/50000"]);
    expect(result.current.data.options.length).toBeGreaterThan(0);
    for (const poi of result.current.data.options) expect(poi.description.toLowerCase()).toContain("museo");
    expect(result.current.error).toBeNull();
  });

  it("says empty when nothing matches and select.loadError when the call fails", async () => {
    const { clock, result } = setup();
    act(() => result.current.actions.setTerm("zzzzqqq"));
    act(() => clock.advance(750));
    await waitFor(() => expect(result.current.status).toBe("empty"));
    const failing = setup(true);
    act(() => failing.result.current.actions.setTerm("museo"));
    act(() => failing.clock.advance(750));
    await waitFor(() => expect(failing.result.current.status).toBe("error"));
    expect(failing.result.current.error).toEqual({ key: "select.loadError" });
  });
});
