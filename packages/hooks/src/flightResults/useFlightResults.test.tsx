import { act, renderHook, waitFor } from "@testing-library/react";
import { flightCardView } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { usePortalConfig } from "../config/usePortalConfig.js";
import { usePortalStore } from "../provider/PortalProvider.js";
import { useUser } from "../session/useUser.js";
import { failingFor, harness, signIn } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useFlightResults } from "./useFlightResults.js";

// The demo world's today is fixed; the searched dates lie ahead of it whatever the machine's date.
const api = () => inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
const URL_BUE_MIA = "/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2027-03-01;2027-03-10/0/0/ALL/-/-";

const render = (url: string, fetcher: Fetcher = api(), width?: number) => {
  const visited: string[] = [];
  const hook = renderHook(({ at }) => useFlightResults(at, (next) => void visited.push(next), width), {
    wrapper: harness({ fetcher }).wrapper,
    initialProps: { at: url },
  });
  return { ...hook, visited };
};

describe("useFlightResults", () => {
  it("reads the URL, shows a page of cards with the panel's options, and writes sort and page into the URL", async () => {
    const { result, visited } = render(URL_BUE_MIA);
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const { data } = result.current;
    expect(data.solutions).toHaveLength(10);
    expect(data.cardAt(0)?.legs.map((leg) => leg.labelKey)).toEqual(["flight.outbound", "flight.inbound"]);
    const last = data.solutions[9];
    expect(last && data.cardAt(9)).toEqual(last && flightCardView(last, false));
    expect(data.cardAt(0)).toBe(data.cardAt(0));
    expect(data.cardAt(10)).toBeUndefined();
    expect(data.options.stops).toHaveLength(3);
    expect(data.panel.sections).not.toContain("bookingClass");
    expect(data.isAgent).toBe(false);
    expect(data.panel.variant).toBe("plain");
    expect(render(URL_BUE_MIA, api(), 390).result.current.data.panel.variant).toBe("phone");
    expect(data.form).toMatchObject({ destinationName: "Miami", departure: "2027-03-01", adults: 2 });
    // A search from the form starts sorted by price whatever the page's sort: a sort click leaves the form as it is.
    expect(render(`${URL_BUE_MIA}?sorting=DURATION%3AASC`).result.current.data.form).toEqual(data.form);
    expect(data.form?.sort).toBe("PRICE:ASC");
    // A sort is shown at once from the solutions held, and its URL follows once that is painted; the page, asked for
    // while that URL is not drawn (this router never changes it), starts from what is shown; the filters given keep
    // their own sort and go back to page 1.
    await act(async () => result.current.actions.setSort("DURATION:ASC"));
    expect(result.current.data.filters.sorting).toBe("DURATION:ASC");
    await waitFor(() => expect(visited).toHaveLength(1));
    await act(async () => result.current.actions.setPage(3));
    await act(async () =>
      result.current.actions.setFilters({ ...data.filters, baggage: "WFBA", pagination: { currentPage: 4 } }),
    );
    await waitFor(() => expect(visited).toHaveLength(3));
    expect(visited).toEqual([
      `${URL_BUE_MIA}?sorting=DURATION%3AASC`,
      `${URL_BUE_MIA}?pagination.currentPage=3&sorting=DURATION%3AASC`,
      `${URL_BUE_MIA}?baggage=WFBA`,
    ]);
  });

  it("shows the input's filters, sort and page at once while the router draws the new URL, then the URL's again", async () => {
    const pending: { url: string; done: () => void }[] = [];
    // A router whose navigation settles when the test says, as a data router's promise does after its render starts.
    const slowRouter = (url: string) => new Promise<void>((done) => void pending.push({ url, done }));
    const { result, rerender } = renderHook(({ at }) => useFlightResults(at, slowRouter), {
      wrapper: harness({ fetcher: api() }).wrapper,
      initialProps: { at: URL_BUE_MIA },
    });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.data.updating).toBe(false);
    act(() => result.current.actions.setSort("DURATION:ASC"));
    // The select shows the new sort before the URL changed (which follows the paint), and the list says a newer one
    // is coming.
    expect(pending).toEqual([]);
    expect(result.current.data.filters.sorting).toBe("DURATION:ASC");
    expect(result.current.data.updating).toBe(true);
    await waitFor(() =>
      expect(pending.map((navigation) => navigation.url)).toEqual([`${URL_BUE_MIA}?sorting=DURATION%3AASC`]),
    );
    // A newer input supersedes the older: it starts from what is shown (the pending sort), so nothing is lost.
    act(() => result.current.actions.setFilters({ ...result.current.data.filters, baggage: "NB" }));
    await waitFor(() => expect(pending).toHaveLength(2));
    act(() => result.current.actions.setPage(2));
    expect(pending.map((navigation) => navigation.url)).toEqual([
      `${URL_BUE_MIA}?sorting=DURATION%3AASC`,
      `${URL_BUE_MIA}?baggage=NB&sorting=DURATION%3AASC`,
      `${URL_BUE_MIA}?baggage=NB&pagination.currentPage=2&sorting=DURATION%3AASC`,
    ]);
    expect(result.current.data.filters).toMatchObject({ baggage: "NB", sorting: "DURATION:ASC" });
    expect(result.current.data.page).toBe(2);
    // The router draws the newest URL and its navigations settle: the URL's values are shown, the same ones.
    const newest = pending[2]?.url as string;
    rerender({ at: newest });
    await act(async () => {
      for (const navigation of pending) navigation.done();
    });
    expect(result.current.data.filters).toMatchObject({ baggage: "NB", sorting: "DURATION:ASC" });
    await waitFor(() => expect(result.current.data.updating).toBe(false));
    // With nothing pending, an input starts from the URL again: back on the first URL, a sort keeps no older input.
    rerender({ at: URL_BUE_MIA });
    await waitFor(() => expect(result.current.data.filters.baggage).toBe("ALL"));
    act(() => result.current.actions.setSort("RELEVANCY:DESC"));
    await waitFor(() => expect(pending.at(-1)?.url).toBe(`${URL_BUE_MIA}?sorting=RELEVANCY%3ADESC`));
    // Every navigation settles, as a router's do (React holds every transition while an action is pending).
    await act(async () => pending.at(-1)?.done());
  });

  it("says when the URL cannot be read, and when the search fails", async () => {
    expect(render("/flight/results/BUE/x").result.current).toMatchObject({
      status: "invalid",
      error: { key: "flightResults.urlInvalid" },
    });
    const failing = render(URL_BUE_MIA, failingFor(api(), /flights\/search/));
    await waitFor(() => expect(failing.result.current.status).toBe("error"));
    expect(failing.result.current.error).toEqual({ key: "flight.searchFailed" });
  });

  it("a late reply for an older URL never replaces the newer one, whose request aborted the older", async () => {
    const base = api();
    const held: { url: string; release: () => void; aborted: () => boolean }[] = [];
    const slow: Fetcher = (path, init) => {
      if (!path.includes("flights/search")) return base(path, init);
      return new Promise((resolve) => {
        const url = String(JSON.parse(String(init?.body)).url);
        held.push({ url, release: () => resolve(base(path, init)), aborted: () => init?.signal?.aborted === true });
      });
    };
    const { result, rerender } = render(URL_BUE_MIA, slow);
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ at: `${URL_BUE_MIA}?sorting=DURATION%3AASC` });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]?.aborted()).toBe(true);
    held[1]?.release();
    await waitFor(() => expect(result.current.status).toBe("ready"));
    held[0]?.release();
    await act(async () => await Promise.resolve());
    expect(result.current.data.filters.sorting).toBe("DURATION:ASC");
    expect(result.current.data.updating).toBe(false);
  });

  it("a click sends the new URL's search before the page draws it, once: the page takes that reply; a newer click cancels an unshown one", async () => {
    const base = api();
    const sent: { url: string; aborted: () => boolean; reply: Promise<unknown> }[] = [];
    const counting: Fetcher = (path, init) => {
      const reply = base(path, init);
      if (path.includes("flights/search")) {
        const url = String(JSON.parse(String(init?.body)).url);
        sent.push({ url, aborted: () => init?.signal?.aborted === true, reply: reply.catch(() => undefined) });
      }
      return reply;
    };
    const { result, rerender, visited } = render(URL_BUE_MIA, counting);
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const { filters } = result.current.data;
    await act(async () => {
      result.current.actions.setFilters({ ...filters, baggage: "WFBA" });
      result.current.actions.setFilters({ ...filters, baggage: "NB" });
    });
    // One URL written, the second click's (it holds both changes' composition): the first's never stands between.
    await waitFor(() => expect(visited).toHaveLength(1));
    expect(visited[0]).toContain("baggage=NB");
    // Both requests left with their clicks, while the page still shows the first URL; the unshown one was cancelled.
    expect(sent.map((request) => request.url)).toEqual([
      URL_BUE_MIA,
      `${URL_BUE_MIA}?baggage=WFBA`,
      `${URL_BUE_MIA}?baggage=NB`,
    ]);
    expect(sent[1]?.aborted()).toBe(true);
    expect(sent[2]?.aborted()).toBe(false);
    // The reply is back before the page draws the new URL: the page shows it and sends no second search.
    await act(async () => void (await sent[2]?.reply));
    rerender({ at: visited[0] as string });
    await waitFor(() => expect(result.current.data.filters.baggage).toBe("NB"));
    await waitFor(() => expect(result.current.data.updating).toBe(false));
    expect(result.current.status).toBe("ready");
    expect(sent).toHaveLength(3);
    // A later visit of a URL searches again, as before.
    rerender({ at: URL_BUE_MIA });
    await waitFor(() => expect(sent).toHaveLength(4));
  });

  it("an agent's search waits for the portal configuration: one request, keyed B2B, and no B2C list replaced later", async () => {
    const base = api();
    await signIn(base, "agente");
    const searches: string[] = [];
    let configAnswered = false;
    const counting: Fetcher = async (path, init) => {
      const reply = await base(path, init);
      if (path.includes("/api/portal/config/")) configAnswered = true;
      if (path.includes("flights/search")) searches.push(configAnswered ? "after config" : "before config");
      return reply;
    };
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => {
        // The shell loads the user and the configuration beside the page, as in the portal.
        useUser();
        usePortalConfig();
        const results = useFlightResults(URL_BUE_MIA, () => undefined);
        if (results.status === "ready") seen.push(results.data.isAgent);
        return results;
      },
      { wrapper: harness({ fetcher: counting }).wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await waitFor(() => expect(result.current.data.updating).toBe(false));
    expect(result.current.data.isAgent).toBe(true);
    expect(result.current.data.panel.sections).toContain("bookingClass");
    // Every list the agent saw was the agent's: none drawn for the B2C default, then replaced.
    expect(seen.every((isAgent) => isAgent)).toBe(true);
    expect(searches).toEqual(["after config"]);
  });
});

describe("useFlightResults: stable results", () => {
  it("keeps its data and verbs through a store change, and the search, form, options and panel filters through a sort", async () => {
    const h = harness({ fetcher: api() });
    const { result, rerender } = renderHook(
      ({ at }) => {
        usePortalStore("counters", (counters) => counters);
        return useFlightResults(at, () => undefined);
      },
      { wrapper: h.wrapper, initialProps: { at: URL_BUE_MIA } },
    );
    await waitFor(() => expect(result.current.status).toBe("ready"));
    await waitFor(() => expect(result.current.data.updating).toBe(false));
    const first = result.current;
    act(() => h.stores.counters.setState({ status: "ready" }));
    expect(result.current.data).toBe(first.data);
    expect(result.current.actions).toBe(first.actions);
    // A sort changes the list, not the search, the form, the panel's options or what the panel shows.
    rerender({ at: `${URL_BUE_MIA}?sorting=DURATION%3AASC` });
    await waitFor(() => expect(result.current.data.filters.sorting).toBe("DURATION:ASC"));
    await waitFor(() => expect(result.current.data.updating).toBe(false));
    const sorted = result.current.data;
    expect(sorted.solutions).not.toBe(first.data.solutions);
    expect(sorted.search).toBe(first.data.search);
    expect(sorted.form).toBe(first.data.form);
    expect(sorted.options).toBe(first.data.options);
    expect(sorted.panelFilters).toBe(first.data.panelFilters);
    expect(result.current.actions).toBe(first.actions);
  });
});
