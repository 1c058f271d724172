import { decodeWith, HotelSearchReply, hotelSearchEndpoint } from "@travesia/core";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { Result } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callEndpoint } from "./callEndpoint.js";
import { createTransport, type Fetcher } from "./transport.js";

const NOW = Date.UTC(2026, 10, 21, 12);
const SEARCH_URL = "/hotel/results/MAD/2026-12-21/2026-12-24/2-0?availability=CNF";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("callEndpoint", () => {
  it("decodes a results reply in slices to what the whole decode gives", async () => {
    const demo = inProcessFetcher(createDemoApi({ now: () => new Date(NOW), database: ":memory:" }));
    const bodies: unknown[] = [];
    const fetcher: Fetcher = async (path, init) => {
      const response = await demo(path, init);
      bodies.push(await response.clone().json());
      return response;
    };
    const reply = await callEndpoint(createTransport(fetcher), hotelSearchEndpoint, [], {
      body: { url: SEARCH_URL, progressiveResults: true },
    });
    expect(Result.isSuccess(reply)).toBe(true);
    if (Result.isSuccess(reply)) expect(reply.success.hotels).not.toHaveLength(0);
    expect(reply).toEqual(decodeWith(HotelSearchReply)(bodies[0]));
  });

  it("names a bad hotel by its place in the reply", async () => {
    const fetcher: Fetcher = async () => Response.json({ done: true, hotels: [{ name: 42 }] });
    const reply = await callEndpoint(createTransport(fetcher), hotelSearchEndpoint, [], { body: { url: SEARCH_URL } });
    expect(Result.isFailure(reply) && reply.failure._tag === "DecodeError" && reply.failure.path.slice(0, 2)).toEqual([
      "hotels",
      0,
    ]);
  });

  it("lets the browser work between the slices of a results reply", async () => {
    const demo = inProcessFetcher(createDemoApi({ now: () => new Date(NOW), database: ":memory:" }));
    const yields = vi.fn(async () => undefined);
    vi.stubGlobal("scheduler", { yield: yields });
    // Every reading of the clock is 10 ms later: each hotel starts a slice of its own.
    let clock = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (clock += 10));
    const reply = await callEndpoint(createTransport(demo), hotelSearchEndpoint, [], {
      body: { url: SEARCH_URL, progressiveResults: true },
    });
    expect(Result.isSuccess(reply)).toBe(true);
    const hotels = Result.isSuccess(reply) && Array.isArray(reply.success.hotels) ? reply.success.hotels.length : 0;
    expect(hotels).toBeGreaterThan(1);
    expect(yields).toHaveBeenCalledTimes(hotels);
  });
});
