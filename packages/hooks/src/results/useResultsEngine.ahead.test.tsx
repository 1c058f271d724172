import { act, renderHook, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { harness } from "../test/harness.js";
import type { ResultsProduct } from "./resultsProduct.js";
import { useProgressiveRun } from "./useProgressiveRun.js";
import { useResultsEngine } from "./useResultsEngine.js";

interface Page {
  readonly tag: string;
}
interface Item {
  readonly id: number;
  readonly tag: string;
}
interface Reply {
  readonly items: readonly Item[];
  readonly note: string;
}

const ALL: readonly Item[] = [
  { id: 1, tag: "a" },
  { id: 2, tag: "b" },
  { id: 3, tag: "a" },
];
const at = (page: Page) => `/r?tag=${page.tag}`;

/** A results product whose server answers `answer(tag)` (fresh objects, as decoded) once the test lets it. */
const mount = (answer: (tag: string) => Reply, asked?: string[], progressive = false) => {
  const waiting = new Map<string, () => void>();
  // The guesses worked out: a click whose search URL is cached works none out.
  const guessed: string[] = [];
  const results: ResultsProduct<Page, Reply> = {
    name: "aheadFake",
    read: (url) => {
      const read = /^\/r\?tag=(\w*)$/.exec(url);
      return read === null ? null : { tag: read[1] ?? "" };
    },
    searchUrl: at,
    pageUrl: at,
    searchId: () => "r",
    withPage: (page) => page,
    fetch: async (_world, url) => {
      await new Promise<void>((resolve) => waiting.set(url, resolve));
      return structuredClone(answer(url.slice("/r?tag=".length)));
    },
    count: (reply) => reply.items.length,
    failed: () => false,
    // Core's guess stands in: the held items of the tag, in the held order; of the tag "x" it cannot say.
    ahead: (held, _from, to) => () => {
      guessed.push(to.tag);
      return to.tag === "x" ? null : { ...held, items: held.items.filter((item) => item.tag === to.tag) };
    },
    items: (reply) => reply.items,
    ...(progressive
      ? { progressive: { progress: () => ({ pending: "false", ttl: null }), useRun: useProgressiveRun } }
      : {}),
  };
  const drawn: (Reply | undefined)[] = [];
  const progress: string[] = [];
  const view = renderHook(
    () => {
      const [url, setUrl] = useState("/r?tag=");
      // `asked`: the router holds its navigations (the URL stays), noting them.
      const engine = useResultsEngine(results, {
        url,
        navigate: asked === undefined ? setUrl : (to) => void asked.push(to),
      });
      drawn.push(engine.reply);
      progress.push(engine.progress._tag);
      return engine;
    },
    { wrapper: harness().wrapper },
  );
  const answerNow = async (url: string) => {
    await waitFor(() => expect(waiting.has(url)).toBe(true));
    await act(async () => waiting.get(url)?.());
    await waitFor(() => expect(view.result.current.updating).toBe(false));
  };
  return { view, answerNow, drawn, progress, waiting, guessed };
};

const byTag = (tag: string): readonly Item[] => ALL.filter((item) => tag === "" || item.tag === tag);

describe("useResultsEngine: a click's guess reconciled with the server's reply (core's optimisticAgreement)", () => {
  it("draws nothing again when the reply agrees with the guess: the reply shown stays the guess itself", async () => {
    const { view, answerNow, drawn, waiting } = mount((tag) => ({ items: byTag(tag), note: "n" }));
    await answerNow("/r?tag=");
    act(() => view.result.current.verbs.go(() => ({ tag: "a" })));
    const guess = view.result.current.reply;
    // Answered from what the page held: its search leaves once the click's frame is painted, not in the click's task.
    expect(waiting.has("/r?tag=a")).toBe(false);
    const fromClick = drawn.length - 1;
    expect(guess?.items.map((item) => item.id)).toEqual([1, 3]);
    await answerNow("/r?tag=a");
    expect(view.result.current.page).toEqual({ tag: "a" });
    // Every render since the click (the URL's, the reply's) drew the guess: no view given the reply draws again.
    expect(new Set(drawn.slice(fromClick))).toEqual(new Set([guess]));
  });

  it("sends a click's search in the click's own task when its guess cannot say, the list shown kept until the reply", async () => {
    const { view, answerNow, waiting, guessed } = mount((tag) => ({ items: tag === "x" ? [] : byTag(tag), note: tag }));
    await answerNow("/r?tag=");
    const all = view.result.current.reply;
    act(() => view.result.current.verbs.go(() => ({ tag: "x" })));
    expect(guessed).toEqual(["x"]);
    // The person waits on this reply: it does not wait for a frame to be painted.
    expect(waiting.has("/r?tag=x")).toBe(true);
    expect(view.result.current.reply).toBe(all);
    expect(view.result.current.updating).toBe(true);
    await answerNow("/r?tag=x");
    expect(view.result.current.reply?.items).toEqual([]);
    expect(view.result.current.page).toEqual({ tag: "x" });
  });

  it("answers a click whose search URL is cached with that reply, without working out a guess nor marking the list busy", async () => {
    const { view, answerNow, guessed } = mount((tag) => ({ items: byTag(tag), note: tag }));
    await answerNow("/r?tag=");
    const all = view.result.current.reply;
    act(() => view.result.current.verbs.go(() => ({ tag: "a" })));
    await answerNow("/r?tag=a");
    expect(guessed).toEqual(["a"]);
    // Back to the first search URL: its reply is in the cache, shown at once, and still asked of the server.
    act(() => view.result.current.verbs.go(() => ({ tag: "" })));
    expect(view.result.current.reply).toBe(all);
    expect(guessed).toEqual(["a"]);
    // Its search goes out and reconciles in the background: the list shows that URL's own reply, not a stand-in.
    expect(view.result.current.updating).toBe(false);
    await answerNow("/r?tag=");
    expect(view.result.current.reply).toBe(all);
  });

  it("replaces a guess the reply does not agree with, the items equal in place keeping their identity", async () => {
    // For the tag, the server lists an item the page held did not (on another page), and says something else beside.
    const other = { id: 4, tag: "a" };
    const { view, answerNow } = mount((tag) => ({
      items: tag === "" ? byTag(tag) : [ALL[0], other, ALL[2]].filter((item) => item !== undefined),
      note: tag,
    }));
    await answerNow("/r?tag=");
    act(() => view.result.current.verbs.go(() => ({ tag: "a" })));
    const guess = view.result.current.reply;
    expect(guess?.items.map((item) => item.id)).toEqual([1, 3]);
    expect(view.result.current.updating).toBe(true);
    await answerNow("/r?tag=a");
    const reply = view.result.current.reply;
    expect(reply?.items.map((item) => item.id)).toEqual([1, 4, 3]);
    expect(reply?.note).toBe("a");
    expect(reply?.items[0]).toBe(guess?.items[0]);
  });

  it("draws the reply of a click's search URL as it comes, before the router has drawn the URL", async () => {
    const other = { id: 4, tag: "a" };
    const asked: string[] = [];
    const { view, answerNow } = mount(
      (tag) => ({ items: tag === "" ? byTag(tag) : [ALL[0], other].filter((item) => item !== undefined), note: tag }),
      asked,
    );
    await answerNow("/r?tag=");
    act(() => view.result.current.verbs.go(() => ({ tag: "a" })));
    await answerNow("/r?tag=a");
    expect(view.result.current.reply?.items.map((item) => item.id)).toEqual([1, 4]);
    expect(view.result.current.page).toEqual({ tag: "a" });
    await waitFor(() => expect(asked).toEqual(["/r?tag=a"]));
    expect(view.result.current.page).toEqual({ tag: "a" });
  });

  it("a progressive search's guess is drawn with the machine drawn when the click came: no search under way shown", async () => {
    const { view, answerNow } = mount((tag) => ({ items: byTag(tag), note: tag }), undefined, true);
    await answerNow("/r?tag=");
    expect(view.result.current.progress._tag).not.toBe("searching");
    act(() => view.result.current.verbs.go(() => ({ tag: "a" })));
    expect(view.result.current.reply?.items.map((item) => item.id)).toEqual([1, 3]);
    expect(view.result.current.progress._tag).not.toBe("searching");
    expect(view.result.current.status).toBe("ready");
    await answerNow("/r?tag=a");
    expect(view.result.current.page).toEqual({ tag: "a" });
    expect(view.result.current.progress._tag).not.toBe("searching");
  });

  it("a progressive search's URL follows its click's reply: the run it starts holds that reply, no search shown under way", async () => {
    const { view, answerNow, progress, waiting } = mount((tag) => ({ items: byTag(tag), note: tag }), undefined, true);
    await answerNow("/r?tag=");
    const fromClick = progress.length;
    act(() => view.result.current.verbs.go(() => ({ tag: "a" })));
    await waitFor(() => expect(waiting.has("/r?tag=a")).toBe(true));
    // Painted frames pass while the reply is on its way: the URL waits for it (within a bound).
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(view.result.current.page).toEqual({ tag: "a" });
    await answerNow("/r?tag=a");
    await waitFor(() => expect(view.result.current.progress._tag).toBe("complete"));
    expect(progress.slice(fromClick)).not.toContain("searching");
  });

  it("two quick clicks write one URL, the second's: the first's would stand for a moment between them", async () => {
    const asked: string[] = [];
    const { view, answerNow } = mount((tag) => ({ items: byTag(tag), note: tag }), asked);
    await answerNow("/r?tag=");
    act(() => view.result.current.verbs.go(() => ({ tag: "a" })));
    act(() => view.result.current.verbs.go(() => ({ tag: "b" })));
    await answerNow("/r?tag=b");
    await waitFor(() => expect(asked).toEqual(["/r?tag=b"]));
  });

  it("a page left before its click's reply writes no URL: the person is not taken back to it", async () => {
    const asked: string[] = [];
    const { view, answerNow, waiting } = mount((tag) => ({ items: byTag(tag), note: tag }), asked);
    await answerNow("/r?tag=");
    act(() => view.result.current.verbs.go(() => ({ tag: "a" })));
    await waitFor(() => expect(waiting.has("/r?tag=a")).toBe(true));
    view.unmount();
    await act(async () => waiting.get("/r?tag=a")?.());
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(asked).toEqual([]);
  });
  it("shows a click's failed search as the failure state, and its retry asks again and draws the reply", async () => {
    let failures = 1;
    const { view, answerNow, waiting } = mount((tag) => {
      if (tag === "x" && failures-- > 0) throw new Error("the server failed");
      return { items: byTag(tag), note: tag };
    });
    await answerNow("/r?tag=");
    // No guess for "x": its search leaves in the click's task and the URL follows; the started search is fresh for
    // that URL's render, so the page's query takes its request instead of sending one more.
    act(() => view.result.current.verbs.go(() => ({ tag: "x" })));
    await waitFor(() => expect(waiting.has("/r?tag=x")).toBe(true));
    await act(async () => waiting.get("/r?tag=x")?.());
    await waitFor(() => expect(view.result.current.status).toBe("error"));
    expect(view.result.current.page).toEqual({ tag: "x" });
    waiting.delete("/r?tag=x");
    act(() => view.result.current.verbs.retry());
    await answerNow("/r?tag=x");
    expect(view.result.current.status).toBe("empty");
  });
});
