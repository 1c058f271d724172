import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePortalQuery } from "../query/portalQueryClient.js";
import { harness } from "../test/harness.js";
import { resultsQueryKey } from "./firstResults.js";
import type { ResultsProduct } from "./resultsProduct.js";
import { useProgressiveRun } from "./useProgressiveRun.js";
import { useResultsEngine } from "./useResultsEngine.js";

interface Reply {
  readonly items: readonly number[];
}

const SEARCH_URL = "/r";

describe("useResultsEngine: a page's first reply", () => {
  // A progressive search's replies are drawn at once (each poll's), all but its first: a non-progressive product's
  // replies are drawn in the background already (useAhead).
  it("of a progressive search is drawn in a render of its own, after the urgent render that learns of it", async () => {
    let answer: (() => void) | undefined;
    const results: ResultsProduct<{ readonly at: string }, Reply> = {
      name: "firstReplyFake",
      read: (url) => (url === SEARCH_URL ? { at: url } : null),
      searchUrl: (page) => page.at,
      pageUrl: (page) => page.at,
      searchId: () => "r",
      withPage: (page) => page,
      fetch: async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return { items: [1, 2, 3] };
      },
      count: (reply) => reply.items.length,
      failed: () => false,
      progressive: { progress: () => ({ pending: "false", ttl: null }), useRun: useProgressiveRun },
    };
    // Each render: whether the query holds the reply, and whether the engine gives it to the page.
    const renders: (readonly [held: boolean, drawn: boolean])[] = [];
    const view = renderHook(
      () => {
        const { client } = usePortalQuery();
        const engine = useResultsEngine(results, { url: SEARCH_URL, navigate: () => undefined });
        const held = client.getQueryData(resultsQueryKey(results.name, "", SEARCH_URL)) !== undefined;
        renders.push([held, engine.reply !== undefined]);
        return engine;
      },
      { wrapper: harness().wrapper },
    );
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.());
    await waitFor(() => expect(view.result.current.reply?.items).toEqual([1, 2, 3]));
    const firstDrawn = renders.findIndex(([, drawn]) => drawn);
    // The render before the one that draws the reply already held it: the reply waited for a background render.
    expect(renders[firstDrawn - 1]).toEqual([true, false]);
    expect(renders.slice(0, firstDrawn).every(([, drawn]) => !drawn)).toBe(true);
    // Drawn from then on: the deferral is the first reply's only.
    expect(renders.slice(firstDrawn).every(([, drawn]) => drawn)).toBe(true);
  });
});
