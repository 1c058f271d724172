import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AFTER_PAINT,
  afterContentfulPaint,
  afterFirstContentfulPaint,
  afterFirstPaint,
  FIRST_SCRIPT_WAIT_MS,
  HELD_PRELOADS_PER_TASK,
  heldPreload,
  releaseHeldPreloads,
  startFirstScript,
  unlessHidden,
} from "./heldPreloads.mjs";

const HELD = `link[rel="${AFTER_PAINT}"]`;

/** A head holding `count` preloads, as a results shell does (~60). */
const holdPreloads = (count) => {
  document.head.innerHTML = Array.from({ length: count }, (_, index) => heldPreload(`/assets/chunk-${index}.js`)).join(
    "",
  );
};

/** The real preloads made in each task: a MutationObserver's callback runs once after each task's script. */
const watchBatches = () => {
  const batches = [];
  const observer = new MutationObserver((records) => {
    const made = records.flatMap((record) => [...record.addedNodes]).filter((node) => node.rel === "modulepreload");
    if (made.length > 0) batches.push(made.length);
  });
  observer.observe(document.head, { childList: true });
  return { batches, stop: () => observer.disconnect() };
};

afterEach(() => {
  document.head.innerHTML = "";
});

describe("releaseHeldPreloads", () => {
  it("makes the held preloads real a few per task, and imports the entry after the last", async () => {
    holdPreloads(20);
    const watch = watchBatches();
    const importEntry = vi.fn();
    releaseHeldPreloads(HELD, 8, importEntry);
    // The first batch is made at once, the rest in later tasks.
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(8);
    expect(importEntry).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(importEntry).toHaveBeenCalledTimes(1));
    watch.stop();
    expect(watch.batches).toEqual([8, 8, 4]);
    expect(document.querySelectorAll(HELD)).toHaveLength(0);
    const hrefs = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`));
    // A module preload keeps its CORS mode: the module's own request then reuses it.
    expect(document.head.querySelector("link")?.getAttribute("crossorigin")).toBe("");
  });

  it("keeps what a held link asks for: a stylesheet is preloaded as a style", async () => {
    document.head.innerHTML = `<link rel="${AFTER_PAINT}" data-rel="preload" as="style" crossorigin href="/assets/a.css">`;
    const importEntry = vi.fn();
    releaseHeldPreloads(HELD, HELD_PRELOADS_PER_TASK, importEntry);
    const link = document.head.querySelector("link");
    expect([link?.rel, link?.getAttribute("as"), link?.getAttribute("href")]).toEqual([
      "preload",
      "style",
      "/assets/a.css",
    ]);
    await vi.waitFor(() => expect(importEntry).toHaveBeenCalledTimes(1));
  });

  it("imports the entry at once when the document holds none", () => {
    const importEntry = vi.fn();
    releaseHeldPreloads(HELD, HELD_PRELOADS_PER_TASK, importEntry);
    expect(importEntry).toHaveBeenCalledTimes(1);
  });
});

describe("afterFirstContentfulPaint", () => {
  it("writes the release into the shell's script whole, with the entry it imports", () => {
    const script = afterFirstContentfulPaint("/assets/index-1.js");
    expect(script).toContain(
      `(${releaseHeldPreloads})('${HELD}', ${HELD_PRELOADS_PER_TASK}, () => first.then(() => import("/assets/index-1.js")))`,
    );
    // Without a first script of its own, the entry waits for nothing else.
    expect(script).toContain("const first = Promise.resolve();");
    // It ends no script element early and parses as a module's body.
    expect(script).not.toContain("</script");
    expect(() => new Function(script)).not.toThrow();
  });

  it("with a first script, starts it before the release and imports the entry once it has run", () => {
    const script = afterFirstContentfulPaint("/assets/index-1.js", "/assets/pageCalls.flight-1.js");
    expect(script).toContain(`(${startFirstScript})("/assets/pageCalls.flight-1.js", ${FIRST_SCRIPT_WAIT_MS})`);
    expect(script).toContain('() => first.then(() => import("/assets/index-1.js"))');
    expect(script.indexOf("const first")).toBeLessThan(script.indexOf("setTimeout(() =>"));
    expect(script).not.toContain("</script");
    expect(() => new Function(script)).not.toThrow();
  });

  it("goes at the first contentful paint, or at once in a hidden tab", () => {
    const script = afterFirstContentfulPaint("/assets/index-1.js", "/assets/pageCalls.flight-1.js");
    expect(script.endsWith(`(${unlessHidden})(${afterContentfulPaint}, go);`)).toBe(true);
  });
});

describe("afterFirstPaint", () => {
  it("imports the home's entry after its first frame, or at once in a hidden tab", () => {
    const script = afterFirstPaint("/assets/index-1.js");
    expect(script).toBe(
      `(${unlessHidden})((go) => requestAnimationFrame(() => setTimeout(go)), () => import("/assets/index-1.js"));`,
    );
    expect(script).not.toContain("</script");
    expect(() => new Function(script)).not.toThrow();
  });
});

describe("startFirstScript", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds the script at high priority and settles once it has run, or failed", async () => {
    const ran = vi.fn();
    void startFirstScript("/assets/pageCalls-1.js", FIRST_SCRIPT_WAIT_MS).then(ran);
    const [script] = document.head.querySelectorAll("script");
    expect([script?.getAttribute("src"), script?.fetchPriority]).toEqual(["/assets/pageCalls-1.js", "high"]);
    await Promise.resolve();
    expect(ran).not.toHaveBeenCalled();
    script?.dispatchEvent(new Event("load"));
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    const failed = vi.fn();
    void startFirstScript("/assets/pageCalls-2.js", FIRST_SCRIPT_WAIT_MS).then(failed);
    document.head.querySelectorAll("script")[1]?.dispatchEvent(new Event("error"));
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
  });

  it("settles after its wait when the script never comes", async () => {
    vi.useFakeTimers();
    const ran = vi.fn();
    void startFirstScript("/assets/pageCalls-1.js", FIRST_SCRIPT_WAIT_MS).then(ran);
    await vi.advanceTimersByTimeAsync(FIRST_SCRIPT_WAIT_MS - 1);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toHaveBeenCalledTimes(1);
  });
});

describe("unlessHidden", () => {
  /** The document's visibility as the browser reports it, until the test ends. */
  const setVisibility = (state) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  };
  afterEach(() => {
    // jsdom's own getter, on the prototype, again.
    delete document.visibilityState;
  });
  /** `unlessHidden` started in a visible tab: its `go`, and the paint it waits for, reported when the test says. */
  const startVisible = () => {
    setVisibility("visible");
    const go = vi.fn();
    let paint = () => {};
    unlessHidden((next) => {
      paint = next;
    }, go);
    return { go, painted: () => paint() };
  };

  it("waits for the paint in a visible tab, and goes once", () => {
    const { go, painted } = startVisible();
    expect(go).not.toHaveBeenCalled();
    painted();
    painted();
    expect(go).toHaveBeenCalledTimes(1);
  });

  it("goes at once in a tab opened hidden, without waiting for a paint that comes only when it is shown", () => {
    setVisibility("hidden");
    const go = vi.fn();
    const waitForPaint = vi.fn();
    unlessHidden(waitForPaint, go);
    expect(go).toHaveBeenCalledTimes(1);
    expect(waitForPaint).not.toHaveBeenCalled();
  });

  it("goes as the tab is hidden before its paint, and not again at the paint", () => {
    const { go, painted } = startVisible();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(go).not.toHaveBeenCalled();
    setVisibility("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(go).toHaveBeenCalledTimes(1);
    setVisibility("visible");
    painted();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(go).toHaveBeenCalledTimes(1);
  });
});
