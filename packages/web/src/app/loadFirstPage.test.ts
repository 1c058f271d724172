import { createPortalWorld, memoryPortalStorage, type PortalWorld } from "@travesia/hooks";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { loadFirstPage } from "./loadFirstPage";
import type { PageHandle } from "./routes";

const Page = () => null;

describe("loadFirstPage", () => {
  it("puts the first page's module in place and starts its first calls with the world and the address", async () => {
    const started: Array<{ readonly world: PortalWorld; readonly url: string }> = [];
    const handle: PageHandle = { prefetch: (world, url) => void started.push({ world, url }) };
    // A table of its own: loading a route puts its module in the table, as the portal's entry does.
    const table: RouteObject[] = [
      { path: "/other", lazy: async () => ({ Component: Page }) },
      { path: "/hotel/details/*", lazy: async () => ({ Component: Page, handle }) },
    ];
    const world = createPortalWorld({ fetcher: fetch, storage: memoryPortalStorage() });
    const url = "/hotel/details/h/1/2027-01-12/2027-01-15/2-0/MAD?baseRate=x";
    await loadFirstPage(matchRoutes(table, url) ?? [], url, world);
    expect(table[1]).toMatchObject({ Component: Page, handle, lazy: undefined });
    expect(typeof table[0]?.lazy).toBe("function");
    expect(started).toEqual([{ world, url }]);
  });

  it("with the page's first replies in the document, resolves once the page's prefetch has settled", async () => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const table: RouteObject[] = [
      { path: "/house/details/*", lazy: async () => ({ Component: Page, handle: { prefetch: () => settled } }) },
    ];
    const world = createPortalWorld({ fetcher: fetch, storage: memoryPortalStorage() });
    const url = "/house/details/h/1/2027-01-12/2027-01-15/2-0/PDP";
    let loaded = false;
    const loading = loadFirstPage(matchRoutes(table, url) ?? [], url, world, true).then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);
    settle();
    await loading;
    expect(loaded).toBe(true);
  });

  it("without them, does not wait for the page's prefetch", async () => {
    const table: RouteObject[] = [
      {
        path: "/house/details/*",
        lazy: async () => ({ Component: Page, handle: { prefetch: () => new Promise(() => {}) } }),
      },
    ];
    const world = createPortalWorld({ fetcher: fetch, storage: memoryPortalStorage() });
    const url = "/house/details/h/1/2027-01-12/2027-01-15/2-0/PDP";
    await expect(loadFirstPage(matchRoutes(table, url) ?? [], url, world)).resolves.toBeUndefined();
  });

  it("a page without first calls is put in place and starts nothing", async () => {
    const table: RouteObject[] = [{ path: "/mybudgets", lazy: async () => ({ Component: Page }) }];
    const world = createPortalWorld({ fetcher: fetch, storage: memoryPortalStorage() });
    await expect(loadFirstPage(matchRoutes(table, "/mybudgets") ?? [], "/mybudgets", world)).resolves.toBeUndefined();
    expect(table[0]).toMatchObject({ Component: Page, lazy: undefined });
  });
});
