import { act, render } from "@testing-library/react";
import { createDemoApi, inProcessFetcher } from "@travesia/testkit";
import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { hotelResults } from "../hotelResults/hotelResultsProduct.js";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { fakeClock } from "../test/fakeClock.js";
import { harness } from "../test/harness.js";
import { routeQueryTimersTo } from "../test/queryTimers.js";
import { MADRID } from "../test/resultsMount.js";
import { useResultsEngine } from "./useResultsEngine.js";

afterEach(() => routeQueryTimersTo(null));

const searchUrlOf = (url: string) => {
  const page = hotelResults.read(url);
  if (page === null) throw new Error(`not a results URL: ${url}`);
  return hotelResults.searchUrl(page);
};

/** Drawn before the search: its passive effect runs before the search's own (the query observer's). */
const Probe = ({ url, seen }: { url: string; seen: string[] }) => {
  const { client } = usePortalQuery();
  useEffect(() => {
    seen.push(client.getQueryState(["results", "hotelSearch", "", url])?.fetchStatus ?? "no query");
  }, [client, url, seen]);
  return null;
};

const Search = ({ url }: { url: string }) => {
  useResultsEngine(hotelResults, { url, navigate: () => undefined });
  return null;
};

describe("useResultsEngine: the early start", () => {
  it("starts a new URL's request as its render commits, before any passive effect, and sends it once", async () => {
    const clock = fakeClock(Date.UTC(2026, 10, 21, 12));
    const h = harness({ clock, fetcher: inProcessFetcher(createDemoApi({ now: () => new Date(clock.now()) })) });
    const seen: string[] = [];
    const page = (url: string) => (
      <h.wrapper>
        <Probe url={searchUrlOf(url)} seen={seen} />
        <Search url={url} />
      </h.wrapper>
    );
    const view = render(page(MADRID));
    // A filter click: the next URL of the same search.
    view.rerender(page(`${MADRID}?board=2`));
    expect(seen).toEqual(["fetching", "fetching"]);
    await act(async () => {
      for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    });
    // One request per URL: the query's observer shared the request in flight.
    expect(h.calls.filter((call) => call === "POST /api/v1/hotels/search")).toHaveLength(2);
    view.unmount();
  });
});
