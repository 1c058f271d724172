import { act, renderHook } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { useState } from "react";
import { useHotelResults, useHouseResults } from "../hotelResults/useHotelResults.js";
import type { Fetcher } from "../transport/transport.js";
import { type FakeClock, fakeClock } from "./fakeClock.js";
import { harness } from "./harness.js";

/** A Madrid search whose dates lie ahead of the fake clock's today (2026-11-21). */
export const MADRID = "/hotel/results/MAD/2027-03-01/2027-03-04/2-1:1";

/** The results hook over an in-process demo API (or `fetcher`), the URL kept like a router would, request bodies recorded. */
export const mountResults = (start: string, house = false, fetcher?: Fetcher) => {
  const clock = fakeClock(Date.UTC(2026, 10, 21, 12));
  const base = fetcher ?? inProcessFetcher(createDemoApi({ now: () => new Date(clock.now()) }));
  const bodies: string[] = [];
  const pending = new Set<Promise<unknown>>();
  inFlight.set(clock, pending);
  const spy: Fetcher = (path, init) => {
    if (typeof init?.body === "string") bodies.push(`${path} ${init.body}`);
    const reply = base(path, init);
    pending.add(reply);
    const done = () => pending.delete(reply);
    reply.then(done, done);
    return reply;
  };
  const h = harness({ clock, fetcher: spy });
  const useResults = house ? useHouseResults : useHotelResults;
  const view = renderHook(
    () => {
      const [url, navigate] = useState(start);
      const input = { url, navigate, viewportWidth: 1280 };
      return { url, results: useResults(input) };
    },
    { wrapper: h.wrapper },
  );
  return { clock, view, bodies };
};

/** The requests of a mounted test's world not answered yet (the demo API answers in its own time), by its clock. */
const inFlight = new WeakMap<FakeClock, Set<Promise<unknown>>>();

/** How many frames {@link painted} lets the browser paint: the one after a reply, and a margin for its decoding. */
const FRAMES = 3;

/**
 * Waits for the replies in flight of a world `mountResults` made, then lets the browser paint a few frames, running the
 * clock's due timers after each: a click answered at once writes its URL after its reply and the next paint. Not a
 * single frame: on a loaded machine the in-process reply came after it (CI on c145d6e9).
 */
export const painted = (clock: FakeClock) =>
  act(async () => {
    await Promise.allSettled([...(inFlight.get(clock) ?? [])]);
    for (let frame = 0; frame < FRAMES; frame++) {
      await new Promise<void>((done) => requestAnimationFrame(() => done()));
      clock.advance(0);
    }
  });
