import { createPortalWorld, memoryPortalStorage } from "@travesia/hooks";
import { matchRoutes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { type PageHandle, routes } from "./routes";

const DETAIL = "/hotel/details/hotel-central/1350941/2027-01-12/2027-01-15/2-0/MAD";

/** The route a path opens on, its lazy module loaded as the portal's entry loads it. */
const loadedRoute = async (path: string) => {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (typeof route?.lazy !== "function") throw new Error(`no lazy page for ${path}`);
  return route.lazy();
};

/** A world whose API answers every call 503 and records it ("GET /api/…"). */
const recordingWorld = () => {
  const sent: string[] = [];
  const world = createPortalWorld({
    fetcher: async (path, init) => {
      sent.push(`${init?.method ?? "GET"} ${path}`);
      return Response.json({}, { status: 503 });
    },
    storage: memoryPortalStorage(),
  });
  return { world, sent };
};

describe("routes: a page's first calls", () => {
  it("the hotel detail page starts its catalogue and search calls from its address, before any render", async () => {
    const loaded = await loadedRoute(DETAIL);
    const { world, sent } = recordingWorld();
    (loaded.handle as PageHandle | undefined)?.prefetch?.(world, DETAIL);
    await expect
      .poll(() => sent.toSorted())
      .toEqual(["GET /api/v1/hotels/catalog/1350941", "POST /api/v1/hotels/search"]);
  });

  it("the house detail page starts its search narrowed to the house from its address, before any render", async () => {
    const path = "/house/details/casa/H1/2027-01-12/2027-01-15/2-0/PDP";
    const loaded = await loadedRoute(path);
    const { world, sent } = recordingWorld();
    (loaded.handle as PageHandle | undefined)?.prefetch?.(world, path);
    await expect.poll(() => sent).toEqual(["POST /api/v1/houses/search"]);
  });

  it("an unreadable detail address starts nothing (the page says why); a page without first calls has none", async () => {
    const loaded = await loadedRoute(DETAIL);
    const { world, sent } = recordingWorld();
    const prefetch = (loaded.handle as PageHandle | undefined)?.prefetch;
    prefetch?.(world, "/hotel/details/hotel-central//2027-01-12/2027-01-15/2-0/MAD");
    // A readable one after it: once its two calls are out, anything the first had sent would be too.
    prefetch?.(world, DETAIL.replace("1350941", "1350942"));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent.toSorted()).toEqual(["GET /api/v1/hotels/catalog/1350942", "POST /api/v1/hotels/search"]);
    expect((await loadedRoute("/mybudgets")).handle).toBeUndefined();
  });
});
