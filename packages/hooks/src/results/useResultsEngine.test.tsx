import { act, renderHook } from "@testing-library/react";
import { PORTAL_STORAGE_KEYS } from "@travesia/core";
import { afterEach, describe, expect, it } from "vitest";
import { useProgressNow } from "../hotelResults/useProgressNow.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { memoryPortalStorage } from "../provider/world.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { routeQueryTimersTo } from "../test/queryTimers.js";
import { runClock } from "../test/runClock.js";
import type { ResultsProduct } from "./resultsProduct.js";
import { useProgressiveRun } from "./useProgressiveRun.js";
import { useResultsEngine } from "./useResultsEngine.js";

afterEach(() => routeQueryTimersTo(null));

interface Page {
  readonly q: string;
  readonly page: number;
}
interface Reply {
  readonly pending: string;
  readonly items: readonly { readonly id: number }[];
}

/** A progressive product whose server answers `answer(call)`; `/r/<q>?page=<n>` is its URL. */
const product = (answer: (call: number) => Reply) => {
  const calls: number[] = [];
  const at = (page: Page) => `/r/${page.q}?page=${page.page}`;
  const results: ResultsProduct<Page, Reply> = {
    name: "fake",
    read: (url) => {
      const read = /^\/r\/(\w+)\?page=(\d+)$/.exec(url);
      return read === null ? null : { q: read[1] ?? "", page: Number(read[2]) };
    },
    searchUrl: at,
    pageUrl: at,
    searchId: (page) => page.q,
    withPage: (page, to) => ({ ...page, page: to }),
    fetch: (world) => {
      calls.push(world.clock.now());
      return Promise.resolve(answer(calls.length));
    },
    count: (reply) => reply.items.length,
    failed: () => false,
    progressive: { progress: (reply) => ({ pending: reply.pending, ttl: null }), useRun: useProgressiveRun },
  };
  return { results, calls };
};

const items = (count: number) => Array.from({ length: count }, (_, id) => ({ id }));

const mount = (answer: (call: number) => Reply, timeout?: string) => {
  const clock = fakeClock(0);
  const storage = memoryPortalStorage();
  if (timeout !== undefined) storage.local.setItem(PORTAL_STORAGE_KEYS.hotelResultAsyncTimeout, timeout);
  const h = harness({ clock, storage });
  const { results, calls } = product(answer);
  let renders = 0;
  const view = renderHook(
    () => {
      renders += 1;
      const engine = useResultsEngine(results, { url: "/r/rome?page=1", navigate: () => undefined });
      // The progress bar draws itself every 100 ms, and the page reads an unrelated store.
      useProgressNow(engine.progress);
      usePortalStore("counters", (counters) => counters);
      return engine;
    },
    { wrapper: h.wrapper },
  );
  return { clock, calls, view, stores: h.stores, renders: () => renders };
};

describe("useResultsEngine: the progressive poll runs on core's rules (spec 001 §4, §9)", () => {
  it("polls every 1000 ms while results are pending, and stops at the first reply that is not", async () => {
    const { clock, calls, view } = mount((call) => ({ pending: call < 4 ? "true" : "false", items: items(call) }));
    expect(view.result.current.status).toBe("loading");
    await act(() => runClock(clock, 10_000, 100));
    expect(calls).toEqual([0, 1000, 2000, 3000]);
    expect(view.result.current.status).toBe("ready");
    expect(view.result.current.progress).toMatchObject({ _tag: "complete", progress: 100 });
  });

  it("stops when the 25000 ms budget is used, or (hotelResultAsyncTimeout + 5) s when it is set", async () => {
    const pending = () => ({ pending: "true", items: items(1) });
    const endless = mount(pending);
    await act(() => runClock(endless.clock, 40_000, 500));
    expect(endless.calls.at(-1)).toBe(24_000);
    expect(endless.view.result.current.progress).toMatchObject({ _tag: "stopped", reason: "timeBudget" });
    const short = mount(pending, "2");
    await act(() => runClock(short.clock, 20_000, 500));
    expect(short.calls.at(-1)).toBe(6000);
  });

  it("stops when the user stops, resumes with start, and is empty only once nothing more is pending", async () => {
    const { clock, calls, view } = mount((call) => ({ pending: call < 6 ? "true" : "false", items: [] }));
    await act(() => runClock(clock, 2500, 100));
    expect(view.result.current.status).toBe("ready");
    act(() => view.result.current.verbs.stop());
    await act(() => runClock(clock, 10_000, 500));
    expect(calls).toEqual([0, 1000, 2000]);
    act(() => view.result.current.verbs.start());
    await act(() => runClock(clock, 10_000, 500));
    expect(calls).toHaveLength(6);
    expect(view.result.current.status).toBe("empty");
  });
});

describe("useResultsEngine: stable results", () => {
  it("keeps its verbs, page and reply identical through progress ticks, an equal reply and a store change", async () => {
    // Every reply says the same until the fourth, which ends the search.
    const { clock, calls, view, stores, renders } = mount((call) => ({
      pending: call < 4 ? "true" : "false",
      items: items(3),
    }));
    await act(() => runClock(clock, 200, 100));
    const first = view.result.current;
    expect(first.status).toBe("ready");
    // Progress ticks: the bar draws the page again every 100 ms, with no event of the search.
    const drawn = renders();
    await act(() => runClock(clock, 500, 100));
    expect(renders()).toBeGreaterThan(drawn);
    expect(calls).toHaveLength(1);
    expect(view.result.current.verbs).toBe(first.verbs);
    expect(view.result.current.page).toBe(first.page);
    expect(view.result.current.reply).toBe(first.reply);
    // A poll brings an equal reply: structurally shared, it is the same object.
    await act(() => runClock(clock, 600, 100));
    expect(calls).toHaveLength(2);
    expect(view.result.current.reply).toBe(first.reply);
    // A store the engine does not read changes.
    const before = renders();
    act(() => stores.counters.setState({ status: "ready" }));
    expect(renders()).toBeGreaterThan(before);
    expect(view.result.current.verbs).toBe(first.verbs);
    expect(view.result.current.page).toBe(first.page);
    expect(view.result.current.reply).toBe(first.reply);
  });
});
