import { createPortalWorld, memoryPortalStorage, type PortalWorld } from "@travesia/hooks";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { loadFirstPage } from "./loadFirstPage";
import type { PageHandle } from "./routes";

const Page = () => null;

describe("loadFirstPage", () => {
  it("puts the first page's module in place and starts its first calls with the world and the address", async () => {
    const started: Array<{ readonly world: PortalWorld; readonly url: string }> = [];
    const handle: PageHandle = { prefetch: (world, url) => started.push({ world, url }) };
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

  it("a page without first calls is put in place and starts nothing", async () => {
    const table: RouteObject[] = [{ path: "/mybudgets", lazy: async () => ({ Component: Page }) }];
    const world = createPortalWorld({ fetcher: fetch, storage: memoryPortalStorage() });
    await expect(loadFirstPage(matchRoutes(table, "/mybudgets") ?? [], "/mybudgets", world)).resolves.toBeUndefined();
    expect(table[0]).toMatchObject({ Component: Page, lazy: undefined });
  });
});
