import { act, renderHook } from "@testing-library/react";
import { LANGUAGE_COOKIE_NAME } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createPortalWorld, PortalProvider, usePortalStore, usePortalWorld } from "./PortalProvider.js";
import { fakeRealtime } from "./realtime.js";
import { memoryPortalStorage } from "./world.js";

const fetcher = inProcessFetcher(createDemoApi());
const storage = memoryPortalStorage();
const wrapper = ({ children }: { children: ReactNode }) => (
  <PortalProvider fetcher={fetcher} storage={storage} initial={{ language: { language: "pt" } }}>
    {children}
  </PortalProvider>
);

describe("PortalProvider", () => {
  it("gives the hooks a world made before it (`createPortalWorld`), as made, across re-renders", () => {
    const cookies = memoryPortalStorage();
    cookies.cookies.set(LANGUAGE_COOKIE_NAME, "en", { maxAgeSeconds: 60 });
    const world = createPortalWorld({ fetcher, storage: cookies });
    expect(world.stores.language.getState().language).toBe("en");
    const { result, rerender } = renderHook(() => usePortalWorld(), {
      wrapper: ({ children }: { children: ReactNode }) => <PortalProvider world={world}>{children}</PortalProvider>,
    });
    rerender();
    expect(result.current).toBe(world);
  });

  it("keeps working with only fetcher and storage, and seeds its stores from `initial`", () => {
    const { result } = renderHook(() => usePortalStore("language", (state) => state.language), { wrapper });
    expect(result.current).toBe("pt");
  });

  it("gives each provider its own stores, kept across re-renders", () => {
    const first = renderHook(() => usePortalWorld(), { wrapper });
    const second = renderHook(() => usePortalWorld(), { wrapper });
    const stores = first.result.current.stores;
    first.rerender();
    expect(first.result.current.stores).toBe(stores);
    expect(second.result.current.stores).not.toBe(stores);
    act(() => stores.counters.setState({ budgets: 4 }));
    expect(second.result.current.stores.counters.getState().budgets).toBe(0);
  });

  it("re-renders a store reader when its slice changes", () => {
    const { result } = renderHook(
      () => ({ world: usePortalWorld(), budgets: usePortalStore("counters", (state) => state.budgets) }),
      { wrapper },
    );
    act(() => result.current.world.stores.counters.setState({ budgets: 3 }));
    expect(result.current.budgets).toBe(3);
  });

  it("refuses to run without a transport, and hooks refuse to run without a provider", () => {
    const noApi = ({ children }: { children: ReactNode }) => (
      <PortalProvider storage={storage}>{children}</PortalProvider>
    );
    expect(() => renderHook(() => usePortalWorld(), { wrapper: noApi })).toThrow(/needs `api` or `fetcher`/);
    expect(() => renderHook(() => usePortalWorld())).toThrow(/inside <PortalProvider>/);
  });
});

describe("fakeRealtime", () => {
  it("delivers events to open connections only", () => {
    const realtime = fakeRealtime();
    const source = realtime.factory("/api/events");
    const seen: string[] = [];
    const listener = (message: { data: string }) => seen.push(message.data);
    source.addEventListener("you", listener);
    realtime.emit("you", { unread: 1 });
    realtime.emit("other", "x");
    source.removeEventListener("you", listener);
    realtime.emit("you", "ignored");
    expect(realtime.openUrls()).toEqual(["/api/events"]);
    source.close();
    expect(realtime.openUrls()).toEqual([]);
    expect(seen).toEqual(['{"unread":1}']);
  });
});
