import { act, renderHook, waitFor } from "@testing-library/react";
import { BUNDLE_RESULTS_PAGE_SIZE, bundleResultsUrl } from "@travesia/core";
import { describe, expect, it, vi } from "vitest";
import { createPortalWorld } from "../provider/PortalProvider.js";
import { fakeApi, json } from "../test/fakeApi.js";
import { harness } from "../test/harness.js";
import { BUNDLE_PRICE_GRID_ROWS, useBundlePriceGrid } from "./useBundlePriceGrid.js";
import { prefetchBundleResults, useBundleResults } from "./useBundleResults.js";

const query = (url: string) => url.slice(url.indexOf("?"));
const stay = () => undefined;

describe("useBundleResults against the demo API", () => {
  it("lists a theme's bundles, names the form's tags and pages through every proposal", async () => {
    const h = harness();
    const beach = query(bundleResultsUrl({ destinationIds: [], periodIds: [], themeIds: ["2"], all: false, page: 1 }));
    const navigate = vi.fn();
    const { result, rerender } = renderHook(({ search }) => useBundleResults(search, "es", navigate), {
      wrapper: h.wrapper,
      initialProps: { search: beach },
    });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(h.calls).toContain("POST /search/dynamicVacationBundle");
    expect(result.current.data.bundles.length).toBeGreaterThan(0);
    expect(result.current.data.bundles.every((bundle) => bundle.tematics.some((theme) => theme.id === "2"))).toBe(true);
    expect(result.current.data.formValues.themeIds).toEqual(["2"]);

    rerender({ search: "?all=1" });
    await waitFor(() => expect(result.current.data.pagination.lastPage).toBeGreaterThan(1));
    expect(h.calls).toContain("POST /dynamicVacationBundle/getAllResults");
    expect(result.current.data.pageBundles).toHaveLength(BUNDLE_RESULTS_PAGE_SIZE);
    expect(result.current.data.pagination.currentPage).toBe(1);
    act(() => result.current.actions.setPage(2));
    expect(navigate).toHaveBeenCalledWith(
      "/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=&all=1&page=2",
    );
  });

  it.each([
    ["still in flight", false],
    ["answered", true],
  ])("the portal's first page takes its prefetched search, %s, as its own: asked once", async (_, answered) => {
    const h = harness();
    const asked = () => h.calls.filter((call) => call === "POST /dynamicVacationBundle/getAllResults").length;
    const world = createPortalWorld({ fetcher: h.fetcher, storage: h.storage, stores: h.stores });
    const settled = prefetchBundleResults(world, "/dynamicVacationBundle/results?all=1&page=2");
    await waitFor(() => expect(asked()).toBe(1));
    if (answered) await settled;
    const { result } = renderHook(() => useBundleResults("?all=1&page=2", "es", stay), { wrapper: h.wrapper });
    // Answered before the page drew: its first render lists them.
    if (answered) expect(result.current.status).toBe("ready");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await act(async () => {
      for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    });
    expect(asked()).toBe(1);
    // A later run of the same search (the page shown again) asks again, as every run does.
    const again = renderHook(() => useBundleResults("?all=1", "es", stay), { wrapper: h.wrapper });
    await waitFor(() => expect(asked()).toBe(2));
    again.unmount();
  });

  it("shows the page its address names (a reload or Back keeps it), and a page asks nothing again", async () => {
    const h = harness();
    const asked = () => h.calls.filter((call) => call === "POST /dynamicVacationBundle/getAllResults").length;
    const { result, rerender } = renderHook(({ search }) => useBundleResults(search, "es", stay), {
      wrapper: h.wrapper,
      initialProps: { search: "?all=1&page=2" },
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const { bundles } = result.current.data;
    expect(result.current.data.pagination.currentPage).toBe(2);
    expect(result.current.data.pageBundles).toEqual(
      bundles.slice(BUNDLE_RESULTS_PAGE_SIZE, 2 * BUNDLE_RESULTS_PAGE_SIZE),
    );
    rerender({ search: "?all=1" });
    expect(result.current.status).toBe("ready");
    expect(result.current.data.pageBundles).toEqual(bundles.slice(0, BUNDLE_RESULTS_PAGE_SIZE));
    expect(asked()).toBe(1);
  });

  it("a new search is loading until its own list comes, never showing the previous search's bundles", async () => {
    const h = harness();
    const { result, rerender } = renderHook(({ search }) => useBundleResults(search, "es", stay), {
      wrapper: h.wrapper,
      initialProps: { search: "?all=1" },
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    rerender({ search: "?tematic_ids=2" });
    expect(result.current.status).toBe("loading");
    expect(result.current.data.bundles).toEqual([]);
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.bundles.every((bundle) => bundle.tematics.some((theme) => theme.id === "2"))).toBe(true);
  });

  it("keeps its data and verbs while nothing they show changes", async () => {
    const h = harness();
    const { result, rerender } = renderHook(() => useBundleResults("?all=1", "es", stay), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const { data, actions } = result.current;
    rerender();
    act(() => h.stores.currency.setState({ currencyId: "USD" }));
    expect(result.current.data).toBe(data);
    expect(result.current.actions).toBe(actions);
  });

  it("asks once while the session currency arrives, and again when another currency is picked", async () => {
    const h = harness();
    const asked = () => h.calls.filter((call) => call === "POST /dynamicVacationBundle/getAllResults").length;
    const { result } = renderHook(() => useBundleResults("?all=1", "es", stay), { wrapper: h.wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    act(() => h.stores.currency.setState({ currencyId: "USD" }));
    expect(result.current.status).toBe("ready");
    expect(asked()).toBe(1);
    act(() => h.stores.currency.setState({ currencyId: "ARS" }));
    await waitFor(() => expect(asked()).toBe(2));
    await waitFor(() => expect(result.current.status).toBe("ready"));
  });

  it("says when the address does not read, when the call fails, and when it lists nothing", async () => {
    const bad = renderHook(() => useBundleResults("?destination_ids=%E0%A4%A", "es", stay), {
      wrapper: harness().wrapper,
    });
    expect(bad.result.current.status).toBe("invalid");
    const failing = harness({ fetcher: fakeApi({ "^POST /search": () => json({ error: "down" }, 500) }) });
    const { result } = renderHook(() => useBundleResults("?tematic_ids=1", "es", stay), { wrapper: failing.wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ key: "bundleResults.error" });
    const none = harness({ fetcher: fakeApi({ "^POST /search": () => json({ done: true, next: "", results: [] }) }) });
    const empty = renderHook(() => useBundleResults("?tematic_ids=1", "es", stay), { wrapper: none.wrapper });
    await waitFor(() => expect(empty.result.current.status).toBe("empty"));
    expect(empty.result.current.data.pagination.visible).toBe(false);
  });
});

describe("useBundlePriceGrid", () => {
  const bundle = (id: string, month: string, amount: number) => ({
    destination: { id, name: id },
    months: [month],
    from: { amount, currency: "USD" },
  });

  it("shows ten destinations at a time, cheapest first", () => {
    const bundles = Array.from({ length: 23 }, (_, index) => bundle(`D${index}`, "2027-03", 1000 - index));
    const { result } = renderHook(() => useBundlePriceGrid(bundles));
    expect(result.current.status).toBe("ready");
    expect(result.current.data.rows).toHaveLength(BUNDLE_PRICE_GRID_ROWS);
    expect(result.current.data.rows[0]?.destination.id).toBe("D22");
    expect(result.current.data.rows[0]?.cells[0]?.cheapest).toBe(true);
    act(() => result.current.actions.setPage(3));
    expect(result.current.data).toMatchObject({ page: 3, pages: 3, firstRow: 21, lastRow: 23, rowCount: 23 });
  });

  it("is empty without bundles", () => {
    const { result } = renderHook(() => useBundlePriceGrid([]));
    expect(result.current.status).toBe("empty");
    expect(result.current.data).toMatchObject({ rows: [], firstRow: 0, lastRow: 0 });
  });
});
