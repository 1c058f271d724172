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
  const spy: Fetcher = (path, init) => {
    if (typeof init?.body === "string") bodies.push(`${path} ${init.body}`);
    return base(path, init);
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

/** Lets the browser paint a frame, then runs the clock's due timers: a click answered at once writes its URL then. */
export const painted = (clock: FakeClock) =>
  act(async () => {
    await new Promise<void>((done) => requestAnimationFrame(() => done()));
    clock.advance(0);
  });
