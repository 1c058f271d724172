import { act, render, renderHook, waitFor } from "@testing-library/react";
import { PORTAL_DEFAULT_CURRENCY_ID } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { PortalProvider, usePortalStore } from "../provider/PortalProvider.js";
import { memoryPortalStorage } from "../provider/world.js";
import { failingFor } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useCurrency } from "./useCurrency.js";

const wrapperFor =
  (fetcher: Fetcher) =>
  ({ children }: { children: ReactNode }) => (
    <PortalProvider fetcher={fetcher} storage={memoryPortalStorage()}>
      {children}
    </PortalProvider>
  );

/** A part of the page that reads the currency, noting its status at each render. */
const Consumer = ({ states }: { readonly states: string[] }) => {
  states.push(useCurrency().status);
  return null;
};

describe("useCurrency", () => {
  it("loads the list and the session currency, then sets a new one that survives a reload", async () => {
    const fetcher = inProcessFetcher(createDemoApi());
    const first = renderHook(
      () => ({ ...useCurrency(), storeId: usePortalStore("currency", (state) => state.currencyId) }),
      { wrapper: wrapperFor(fetcher) },
    );
    await waitFor(() => expect(first.result.current.status).toBe("ready"));
    expect(first.result.current.selected?.id).toBe("USD");
    await act(() => first.result.current.actions.select("EUR"));
    expect(first.result.current.selected?.id).toBe("EUR");
    expect(first.result.current.storeId).toBe("EUR");
    first.unmount();

    const second = renderHook(() => useCurrency(), { wrapper: wrapperFor(fetcher) });
    await waitFor(() => expect(second.result.current.status).toBe("ready"));
    expect(second.result.current.selected?.id).toBe("EUR");
  });

  it("asks each call once per page: a consumer drawn later (the header's selector after the page's grid) reads the reply", async () => {
    const base = inProcessFetcher(createDemoApi());
    const calls: string[] = [];
    const fetcher: Fetcher = (path, init) => {
      calls.push(path);
      return base(path, init);
    };
    const states: string[] = [];
    const Wrapper = wrapperFor(fetcher);
    const page = (later: boolean) => (
      <Wrapper>
        <Consumer states={states} />
        {later ? <Consumer states={states} /> : null}
      </Wrapper>
    );
    const view = render(page(false));
    await waitFor(() => expect(states.at(-1)).toBe("ready"));
    view.rerender(page(true));
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(states.at(-1)).toBe("ready");
    expect(calls.filter((path) => path.startsWith("/currency/")).sort()).toEqual([
      "/currency/getCurrencies",
      "/currency/getCurrencySession",
    ]);
  });

  it("ignores call errors silently: with every call failing, the portal carries on in its default currency", async () => {
    const failing: Fetcher = async () => new Response("boom", { status: 500 });
    const { result, rerender } = renderHook(() => useCurrency(), { wrapper: wrapperFor(failing) });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.selected?.id).toBe(PORTAL_DEFAULT_CURRENCY_ID);
    expect(result.current.currencies).toEqual([result.current.selected]);
    // Consumers hand the state on in effects keyed by it: a re-render must not make a new fallback.
    const { currencies, selected } = result.current;
    rerender();
    expect(result.current.currencies).toBe(currencies);
    expect(result.current.selected).toBe(selected);
  });

  it("carries on with the session's currency when /currency/getCurrencies fails (spec 000 §8)", async () => {
    const demo = inProcessFetcher(createDemoApi());
    await demo("/currency/setCurrencySession", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ currency: "EUR" }),
    });
    const { result } = renderHook(
      () => ({ ...useCurrency(), storeId: usePortalStore("currency", (state) => state.currencyId) }),
      { wrapper: wrapperFor(failingFor(demo, /getCurrencies/)) },
    );
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.selected).toMatchObject({ id: "EUR", currencySymbol: "€" });
    expect(result.current.storeId).toBe("EUR");
    await act(() => result.current.actions.select("USD"));
    expect(result.current.selected?.id).toBe("USD");
  });

  it("keeps the previous choice when setting fails", async () => {
    const app = createDemoApi();
    const good = inProcessFetcher(app);
    const fetcher: Fetcher = (path, init) =>
      path === "/currency/setCurrencySession" ? Promise.reject(new Error("offline")) : good(path, init);
    const { result } = renderHook(() => useCurrency(), { wrapper: wrapperFor(fetcher) });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await act(() => result.current.actions.select("BRL"));
    expect(result.current.selected?.id).toBe("USD");
  });

  it("treats a reply that breaks its Schema like a failed call", async () => {
    const fetcher: Fetcher = async () => Response.json({ done: true, results: [{ id: 1 }] });
    const { result } = renderHook(() => useCurrency(), { wrapper: wrapperFor(fetcher) });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.currencies.map((currency) => currency.id)).toEqual([PORTAL_DEFAULT_CURRENCY_ID]);
  });
});
