import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, json } from "../test/fakeApi.js";
import { harness } from "../test/harness.js";
import { useLocationIndex } from "./useLocationIndex.js";

const poi = { id: "p1", description: "Obelisco", geo: { latitude: -34.6, longitude: -58.38 } };

const api = (fail: boolean) =>
  fakeApi({
    "^GET /api/complete/place/": () => (fail ? json({}, 500) : json(poi)),
    "POST /api/complete/insertHotel": () => (fail ? json({ done: false, error: "boom" }) : json({ done: true })),
    "POST /api/complete/insertPoi": () => json({}, 500),
  });

describe("useLocationIndex", () => {
  it("reads a place and saves a hotel", async () => {
    const { result } = renderHook(() => useLocationIndex(), { wrapper: harness({ fetcher: api(false) }).wrapper });
    expect(await act(() => result.current.actions.placeDetail("ref-1"))).toEqual(poi);
    expect(await act(() => result.current.actions.saveHotel({ id: "h1", hotelName: "Alvear" }))).toBe(true);
    expect(result.current.error).toBeNull();
    expect(result.current.status).toBe("idle");
  });

  it("gives 'Error calling Places API' and 'Error Saving document into index'; a failed POI save is swallowed", async () => {
    const { result } = renderHook(() => useLocationIndex(), { wrapper: harness({ fetcher: api(true) }).wrapper });
    expect(await act(() => result.current.actions.placeDetail("ref-1"))).toBeNull();
    expect(result.current.error).toEqual({ key: "location.placeDetailError" });
    expect(await act(() => result.current.actions.saveHotel({ id: "h1", hotelName: "Alvear" }))).toBe(false);
    expect(result.current.error).toEqual({ key: "location.indexSaveError" });
    await act(() => result.current.actions.savePoi(poi));
    expect(result.current.error).toEqual({ key: "location.indexSaveError" });
  });
});
