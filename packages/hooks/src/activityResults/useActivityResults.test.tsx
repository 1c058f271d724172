import { act, renderHook, waitFor } from "@testing-library/react";
import { ACTIVITIES_PER_PAGE, parseActivityDetailUrl } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { createPortalWorld } from "../provider/PortalProvider.js";
import { harness, signIn } from "../test/harness.js";
import { useActivityDetail } from "./useActivityDetail.js";
import { prefetchActivityResults, useActivityResults } from "./useActivityResults.js";

// The demo world's today is fixed; the searched days lie ahead of it whatever the machine's date.
const api = () => inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
const SEARCH = "/activities/results/BUE/2026-12-01/2026-12-05/2/2:4-9/0";

describe("useActivityResults", () => {
  it("reads the URL, pages core's filtered list, and writes filters, sort and page into the URL", async () => {
    const visited: string[] = [];
    const { result } = renderHook(
      () => useActivityResults(`${SEARCH}?name=Buenos%20Aires`, (next) => void visited.push(next)),
      {
        wrapper: harness({ fetcher: api() }).wrapper,
      },
    );
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const { data } = result.current;
    expect(data.destinationName).toBe("Buenos Aires");
    expect(data.activities).toHaveLength(ACTIVITIES_PER_PAGE);
    expect(data.pagination.visible).toBe(true);
    const categories = data.panel.find((section) => section.facet === "categories");
    const food = categories?.choices.find((choice) => choice.code === "food");
    expect(food?.count).toBeGreaterThan(0);
    await act(async () => result.current.actions.toggle("categories", "food", true));
    await act(async () => result.current.actions.setSort("priceAsc"));
    await act(async () => result.current.actions.setPage(2));
    expect(visited).toEqual([
      `${SEARCH}?name=Buenos%20Aires&category=food`,
      `${SEARCH}?name=Buenos%20Aires&sort=priceAsc`,
      `${SEARCH}?name=Buenos%20Aires&page=2`,
    ]);
  });

  it("answers an activities/plus address as its plain search, and keeps the place in the URLs it writes", async () => {
    const plus = "/activities/plus/results/BUE/hotel:H77/2026-12-01/2026-12-05/2/2:4-9/0";
    const visited: string[] = [];
    const { result } = renderHook(() => useActivityResults(plus, (next) => void visited.push(next)), {
      wrapper: harness({ fetcher: api() }).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.activities).toHaveLength(ACTIVITIES_PER_PAGE);
    await act(async () => result.current.actions.setPage(2));
    expect(visited).toEqual([`${plus}?page=2`]);
  });

  it("says the URL is not a search, and the search failed", async () => {
    const bad = renderHook(() => useActivityResults("/activities/results/BUE", () => {}), {
      wrapper: harness({ fetcher: api() }).wrapper,
    });
    expect(bad.result.current.error).toEqual({ key: "activity.urlInvalid" });
    const failing = api();
    const failed = renderHook(() => useActivityResults(SEARCH, () => {}), {
      wrapper: harness({
        fetcher: (input, init) =>
          failing(input, { ...init, headers: { ...init?.headers, "x-demo-scenario": "search-fail" } }),
      }).wrapper,
    });
    await waitFor(() => expect(failed.result.current.status).toBe("error"));
    expect(failed.result.current.error).toEqual({ key: "activity.searchFailed" });
  });
});

describe("useActivityDetail", () => {
  it("loads the activity and prices a day, a slot and the party", async () => {
    const route = parseActivityDetailUrl("/activities/detail/BUE-A1/2026-12-01/2026-12-07/2/2:4-9/0");
    if (Result.isFailure(route)) throw new Error("bad route");
    const { result } = renderHook(() => useActivityDetail(route.success), {
      wrapper: harness({ fetcher: api() }).wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.quote).toEqual({ _tag: "pickDate" });
    const open = result.current.data.activity?.slots.find((slot) => slot.seatsLeft >= 4);
    if (open === undefined) throw new Error("no open slot");
    act(() => result.current.actions.choose({ _tag: "dateChosen", date: open.date }));
    expect(result.current.data.quote).toEqual({ _tag: "pickSlot" });
    act(() => result.current.actions.choose({ _tag: "slotChosen", time: open.time }));
    const quote = result.current.data.quote;
    expect(quote?._tag).toBe("priced");
    expect(quote?._tag === "priced" && quote.item.parameters.children).toBe("2:4-9");
  });

  it.each([
    ["still in flight", false],
    ["answered", true],
  ])(
    "the portal's first page takes its prefetched user and search, %s, as its own: asked once each",
    async (_, answered) => {
      const agent = api();
      await signIn(agent);
      const h = harness({ fetcher: agent });
      const world = createPortalWorld({ fetcher: h.fetcher, storage: h.storage, stores: h.stores });
      const settled = prefetchActivityResults(world, SEARCH);
      // The page draws once its gate knows the user: the search is then in flight, or answered.
      await waitFor(() => expect(h.calls).toContain("POST /api/v1/activities/search"));
      if (answered) await settled;
      const { result } = renderHook(() => useActivityResults(SEARCH, () => undefined), { wrapper: h.wrapper });
      // Answered before the page drew: its first render lists them.
      if (answered) expect(result.current.data.activities).toHaveLength(ACTIVITIES_PER_PAGE);
      await waitFor(() => expect(result.current.status).toBe("ready"));
      await act(async () => {
        for (let turn = 0; turn < 20; turn++) await Promise.resolve();
      });
      expect(h.calls.filter((call) => call === "POST /api/v1/activities/search")).toHaveLength(1);
      expect(h.calls.filter((call) => call === "GET /api/user")).toHaveLength(1);
      // A later run of the same search (the page shown again) asks again, as every run does.
      const again = renderHook(() => useActivityResults(SEARCH, () => undefined), { wrapper: h.wrapper });
      await waitFor(() => expect(h.calls.filter((call) => call === "POST /api/v1/activities/search")).toHaveLength(2));
      again.unmount();
    },
  );

  it("the first page's prefetch asks only for the user when no user signed in in this browser (a visitor has no activities)", async () => {
    const h = harness({ fetcher: api() });
    await prefetchActivityResults(
      createPortalWorld({ fetcher: h.fetcher, storage: h.storage, stores: h.stores }),
      SEARCH,
    );
    expect(h.calls).toEqual(["GET /api/user"]);
  });
});
