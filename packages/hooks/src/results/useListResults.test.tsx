import { act, renderHook, waitFor } from "@testing-library/react";
import { circuitFiltersDefault } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { describe, expect, it } from "vitest";
import { circuitResults } from "../circuitResults/circuitResultsProduct.js";
import { harness } from "../test/harness.js";
import type { ListRules } from "./listRules.js";
import { useListResults } from "./useListResults.js";

// The demo world's today is fixed; the searched month lies ahead of it whatever the machine's date.
const api = () => inProcessFetcher(createDemoApi({ now: () => new Date("2026-11-21T12:00:00Z") }));
const SEARCH = "/circuits/results/europe/2027-01/2/1";

type Page = NonNullable<ReturnType<typeof circuitResults.read>>;
type Reply = Awaited<ReturnType<typeof circuitResults.fetch>>;
type Circuit = NonNullable<Reply["circuits"]>[number];

/** A deliberately small rule set: every circuit, sorted by name; the panel is their count. */
const BY_NAME: ListRules<Page, Reply, Circuit, Page["filters"], Page["sort"], number> = {
  items: (reply) => reply.circuits,
  defaults: { filters: circuitFiltersDefault, sort: "recommended" },
  shown: (all) => [...all].sort((a, b) => a.name.localeCompare(b.name)),
  panel: (all) => all.length,
  perPage: 3,
  errors: { invalid: { key: "circuit.urlInvalid" }, error: { key: "circuit.searchFailed" } },
};

describe("useListResults", () => {
  it("pages the product's rules over the reply, and keeps its verbs and lists identical across renders", async () => {
    const visited: string[] = [];
    const { result, rerender } = renderHook(
      () => useListResults(circuitResults, BY_NAME, SEARCH, (next) => void visited.push(next)),
      { wrapper: harness({ fetcher: api() }).wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe("ready"));
    const first = result.current;
    expect(first.items).toHaveLength(3);
    expect(first.items.map((circuit) => circuit.name)).toEqual(
      [...first.items.map((circuit) => circuit.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(first.panel).toBe(first.all);
    expect(first.total).toBe(first.all);
    expect(first.pagination.pages.length).toBeGreaterThan(1);
    rerender();
    expect(result.current.actions).toBe(first.actions);
    expect(result.current.items).toBe(first.items);
    await act(async () => result.current.actions.setSort("priceAsc"));
    await act(async () => result.current.actions.setPage(2));
    expect(visited).toEqual([`${SEARCH}?sort=priceAsc`, `${SEARCH}?page=2`]);
  });

  it("gives the rules' message for an address that is not a search", () => {
    const { result } = renderHook(() => useListResults(circuitResults, BY_NAME, "/circuits/results/x", () => {}), {
      wrapper: harness({ fetcher: api() }).wrapper,
    });
    expect(result.current.status).toBe("invalid");
    expect(result.current.error).toEqual({ key: "circuit.urlInvalid" });
  });
});
