// The shells' held preloads (`scripts/prerender.mjs`): written held in the document, made real by the shell's inline
// script after its first contentful paint, a few per task, then the entry imported.

/**
 * A shell's preloads (the entry's graph; the route's, which the portal's server adds the same way when it sees one
 * here) are written held, `<link rel="x-after-paint" data-rel="modulepreload">`, and made real by the inline script
 * after the first contentful paint, just before it imports the entry (`afterFirstContentfulPaint`). Started from the
 * head they finished, on a fast connection, before the first paint, and Lighthouse's simulated LCP then counted every
 * one of them (up to ~210 KB) as a download the paint waited for: flight and transfer results 0.8 s in some runs,
 * 1.5–2.4 s in others; after the paint, in the same runs alternated, 0.85–1.24 s (the hf helper's probe, 2026-12-03).
 * In a browser with the CPU slowed 4× the first paint came 140–180 ms sooner and the page's search 140–240 ms sooner
 * (no preloads queued before it).
 */
export const AFTER_PAINT = "x-after-paint";

/** A preload link as a shell holds it until its first contentful paint. */
export const heldPreload = (href) => `<link rel="${AFTER_PAINT}" data-rel="modulepreload" crossorigin href="${href}">`;

/**
 * How many held preloads the shell's inline script makes real in one task, each batch a task of its own (a message,
 * not a nested timer's 4 ms clamp). A link cloned into the head with its request started cost the main thread
 * 0.2–0.35 ms in one trace (the hotel results' load, 2026-12-04) and ~1–3 ms in others: on the package results' load
 * (2026-12-06, unthrottled traces of 4 loads) batches of eight took 3–31 ms each, long tasks under Lighthouse's 4×
 * simulated slowdown; batches of two took 0.4–4 ms. Lighthouse alternated with eight (5 runs each): TBT 95 vs 262 ms
 * on the hotel detail, 51 vs 96 on package results.
 */
export const HELD_PRELOADS_PER_TASK = 2;

/**
 * Makes the document's held links (`selector`) real, `perTask` in each task, then calls `importEntry`. It runs in the
 * page, written into the inline script as its source text: it reads nothing from this module.
 */
export function releaseHeldPreloads(selector, perTask, importEntry) {
  const held = [...document.querySelectorAll(selector)];
  const hop = new MessageChannel();
  const step = () => {
    for (const link of held.splice(0, perTask)) {
      const real = link.cloneNode();
      real.rel = link.dataset.rel;
      link.replaceWith(real);
    }
    if (held.length > 0) hop.port2.postMessage(null);
    else {
      hop.port1.close();
      importEntry();
    }
  };
  hop.port1.onmessage = step;
  step();
}

/**
 * The longest the entry waits for the shell's first script ({@link startFirstScript}): a stuck request for it costs
 * the page no more than this.
 */
export const FIRST_SCRIPT_WAIT_MS = 1_000;

/**
 * Adds the shell's first script (`src`: the page's first calls, web's `pageCallBundle.ts`) to the document, fetched at
 * high priority, and returns a promise settled once it has run, failed or taken `waitMs`. It runs in the page, written
 * into the inline script as its source text. Started from the head instead (a classic `<script async>`), the script
 * arrived before the first paint in some loads and its run delayed that paint, which Lighthouse's simulated LCP then
 * counted with the script's download: flight, hotel and bundle results 1.0–1.35 s in those loads, 0.8–0.9 s in the
 * others; started at the first contentful paint, 0.8–0.9 s in every one (5 runs each, alternated, 2026-12-06).
 */
export function startFirstScript(src, waitMs) {
  return new Promise((settle) => {
    const script = document.createElement("script");
    script.src = src;
    script.fetchPriority = "high";
    script.onload = script.onerror = () => settle();
    document.head.append(script);
    setTimeout(settle, waitMs);
  });
}

/**
 * Calls `go` once: when `waitForPaint` reports the page's first paint, or at once in a document opened hidden, or as
 * soon as the document is hidden before that paint. It runs in the page, written into the inline script as its source
 * text. A tab opened in the background paints nothing until it is shown (its Paint Timing entry and its animation
 * frames come then): a page waiting for that paint started its calls and its code only when the person came to it.
 * Hidden, no paint of theirs waits on them, so the page is ready when it is shown.
 */
export function unlessHidden(waitForPaint, go) {
  let gone = false;
  const once = () => {
    if (gone) return;
    gone = true;
    document.removeEventListener("visibilitychange", onHidden);
    go();
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") once();
  };
  if (document.visibilityState === "hidden") return once();
  document.addEventListener("visibilitychange", onHidden);
  waitForPaint(once);
}

/**
 * Calls `go` once the first contentful paint is reported (the Paint Timing entry comes with the frame's presentation
 * time; a task after `requestAnimationFrame` could still run before the frame reached the screen, and the held
 * downloads, on a fast connection, end before it); after the first frame in a browser without paint entries. It runs in
 * the page, written into the inline script as its source text.
 */
export function afterContentfulPaint(go) {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(go);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    go();
  }).observe({ type: "paint", buffered: true });
}

/**
 * A shell's inline script: once its first contentful paint is reported ({@link afterContentfulPaint}; at once in a
 * hidden tab, {@link unlessHidden}), the held preloads are made real (`releaseHeldPreloads`), and the entry imported
 * after the last. With a `firstScript` (the page's first calls), that script is started first
 * ({@link startFirstScript}) and the entry imported only once it has run, so the page's calls leave before its modules
 * run.
 */
export const afterFirstContentfulPaint = (entry, firstScript = null) => {
  const first =
    firstScript === null ? "Promise.resolve()" : `(${startFirstScript})("${firstScript}", ${FIRST_SCRIPT_WAIT_MS})`;
  return `const go = () => { const first = ${first}; setTimeout(() => (${releaseHeldPreloads})('link[rel="${AFTER_PAINT}"]', ${HELD_PRELOADS_PER_TASK}, () => first.then(() => import("${entry}")))); }; (${unlessHidden})(${afterContentfulPaint}, go);`;
};

/**
 * The home's inline script: the entry imported after the first frame (a task after its animation frame), or at once
 * in a hidden tab ({@link unlessHidden}).
 */
export const afterFirstPaint = (entry) =>
  `(${unlessHidden})((go) => requestAnimationFrame(() => setTimeout(go)), () => import("${entry}"));`;
