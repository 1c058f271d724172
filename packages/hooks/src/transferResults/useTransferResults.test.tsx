import { act, renderHook, waitFor } from "@testing-library/react";
import { buildTransferResultsUrl, TRANSFER_FILTERS_NONE, type TransferSearch, transferTotal } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { failingFor, harness } from "../test/harness.js";
import type { Fetcher } from "../transport/transport.js";
import { useTransferResults } from "./useTransferResults.js";

// The demo world's today is fixed; the searched day lies ahead of it whatever the machine's date.
const api = () => inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
const SEARCH = {
  from: { kind: "airport", code: "EZE", name: "Ezeiza" },
  to: { kind: "city", code: "BUE", name: "Buenos Aires" },
  outbound: { date: "2027-03-01", time: "10:30" },
  inbound: null,
  passengers: { adults: 2, children: 1, ages: [5] },
  luggage: 2,
} as unknown as TransferSearch;
const URL = buildTransferResultsUrl({ search: SEARCH, filters: TRANSFER_FILTERS_NONE, sort: "price", page: 1 });

const render = (url: string, fetcher: Fetcher = api()) => {
  const visited: string[] = [];
  const hook = renderHook(({ at }) => useTransferResults(at, (next) => void visited.push(next)), {
    wrapper: harness({ fetcher }).wrapper,
    initialProps: { at: url },
  });
  return { ...hook, visited };
};

describe("useTransferResults", () => {
  it("reads the URL, shows the cheapest offers with the filters' counts, and writes filters, sort and page into the URL", async () => {
    const { result, visited, rerender } = render(URL);
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const { data } = result.current;
    expect(data.fromName).not.toBe("");
    expect(data.options.length).toBeGreaterThan(0);
    expect(data.options.length).toBeLessThanOrEqual(10);
    const totals = data.options.map((option) => transferTotal(option, SEARCH.passengers).minor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const privateCount = data.counts.serviceTypes.find((entry) => entry.value === "private")?.count ?? 0;
    expect(privateCount).toBeGreaterThan(0);
    await act(async () => result.current.actions.setFilters({ serviceTypes: ["private"] }));
    await act(async () => result.current.actions.setSort("duration"));
    expect(visited).toEqual([`${URL}?type=private`, `${URL}?sort=duration`]);
    // The router draws the filtered URL: no new call, the list narrows to the count the filter showed.
    rerender({ at: `${URL}?type=private` });
    await waitFor(() => expect(result.current.data.total).toBe(privateCount));
    expect(result.current.data.options.every((option) => option.serviceType === "private")).toBe(true);
  });

  it("a URL that does not read is invalid, a failed search is an error with its retry", async () => {
    expect(render("/transfer/results/x").result.current).toMatchObject({
      status: "invalid",
      error: { key: "transfer.urlInvalid" },
    });
    const { result } = render(URL, failingFor(api(), /transfers\/search/));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toEqual({ key: "transfer.failed" });
  });
});
