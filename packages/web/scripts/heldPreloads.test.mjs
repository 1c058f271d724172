import { afterEach, describe, expect, it, vi } from "vitest";
import {
  AFTER_PAINT,
  afterFirstContentfulPaint,
  HELD_PRELOADS_PER_TASK,
  heldPreload,
  releaseHeldPreloads,
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
      `(${releaseHeldPreloads})('${HELD}', ${HELD_PRELOADS_PER_TASK}, () => import("/assets/index-1.js"))`,
    );
    // It ends no script element early and parses as a module's body.
    expect(script).not.toContain("</script");
    expect(() => new Function(script)).not.toThrow();
  });
});
