import { act, renderHook, waitFor } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { harness, withScenario } from "../test/harness.js";
import { useHotelFavourites } from "./useHotelFavourites.js";

// Hotels of the demo inventory (ids are digits; 100000 is the first).
const ONE = { hotelDetailId: "100000", favourite: false };
const TWO = { hotelDetailId: "100001", favourite: false };

const world = () => {
  let scenario = "";
  const h = harness({ fetcher: withScenario(inProcessFetcher(createDemoApi()), () => scenario) });
  const hook = renderHook(() => useHotelFavourites(), { wrapper: h.wrapper });
  return { h, hook, fail: (on: boolean) => (scenario = on ? "favourite-fail" : "") };
};

describe("useHotelFavourites against the demo API", () => {
  it("marks at once, saves, toasts 'Favorito'; unmarks the same way", async () => {
    const { h, hook } = world();
    await waitFor(() => expect(hook.result.current.status).toBe("ready"));
    act(() => hook.result.current.actions.toggle(ONE));
    expect(hook.result.current.data.isFavourite(ONE)).toBe(true);
    await waitFor(() => expect(hook.result.current.data.pending.size).toBe(0));
    expect(h.stores.toasts.getState().toasts.at(-1)).toMatchObject({
      key: "favourite.added",
      titleKey: "favourite.title",
    });
    expect(await (await h.fetcher("/api/v1/hotel/favourites")).json()).toMatchObject({ hotelIds: ["100000"] });
    act(() => hook.result.current.actions.toggle(ONE));
    await waitFor(() => expect(h.stores.toasts.getState().toasts.at(-1)?.key).toBe("favourite.removed"));
    expect(hook.result.current.data.isFavourite(ONE)).toBe(false);
  });

  it("keeps its toggle and marks while nothing changes, so memoised cards taking them are not drawn again", async () => {
    const { hook } = world();
    await waitFor(() => expect(hook.result.current.status).toBe("ready"));
    const { toggle } = hook.result.current.actions;
    const { isFavourite, pending } = hook.result.current.data;
    hook.rerender();
    expect(hook.result.current.actions.toggle).toBe(toggle);
    expect(hook.result.current.data.isFavourite).toBe(isFavourite);
    expect(hook.result.current.data.pending).toBe(pending);
    act(() => hook.result.current.actions.toggle(ONE));
    expect(hook.result.current.actions.toggle).not.toBe(toggle);
    await waitFor(() => expect(hook.result.current.data.pending.size).toBe(0));
  });

  it("a failure puts back that hotel only, with 'Ups!'; the other hotel's toggle is kept", async () => {
    const { h, hook, fail } = world();
    await waitFor(() => expect(hook.result.current.status).toBe("ready"));
    act(() => hook.result.current.actions.toggle(TWO));
    await waitFor(() => expect(hook.result.current.data.pending.size).toBe(0));
    fail(true);
    act(() => hook.result.current.actions.toggle(ONE));
    expect(hook.result.current.data.isFavourite(ONE)).toBe(true);
    await waitFor(() => expect(hook.result.current.data.isFavourite(ONE)).toBe(false));
    expect(hook.result.current.data.isFavourite(TWO)).toBe(true);
    expect(h.stores.toasts.getState().toasts.at(-1)).toMatchObject({
      level: "warning",
      key: "favourite.failure",
      titleKey: "favourite.failureTitle",
    });
    expect(hook.result.current.data.ids).toEqual(["100001"]);
  });
});
