// The in-page probe shared by the interaction sections (60-results-interaction.mjs, 70-policy-panel.mjs): installed
// before the page's scripts, it records in `window.__bench` the changes inside one watched element (a
// MutationObserver), the frame painted after each change (a requestAnimationFrame callback posts a message whose
// arrival marks the frame as painted), the trusted input events' `timeStamp`s and the Event Timing entries
// (PerformanceObserver 'event', durationThreshold 16). Node's side resets it before an input, reads it back with the
// API requests' Resource Timing, and polls until the watched element has settled. scripts/bench/_interactionFigures.mjs
// turns what it read into the figures.

// The interaction sections' settings: inputs per case (INTERACTION_CLICKS, 10 by default), the CPU slowdown, how long
// the watched element must stay quiet to count as settled, and the bounds on one input and on a page load.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by `npm run bench` itself, never by a turbo task
export const CLICKS = Number(process.env.INTERACTION_CLICKS ?? 10);
export const CPU_SLOWDOWN = 4;
export const SETTLE_QUIET_MS = 500;
export const SETTLE_TIMEOUT_MS = 20_000;
export const LOAD_TIMEOUT_MS = 90_000;

/** Chromium's flags for the interaction sections. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * In the page, before its scripts (`addInitScript(installPaintProbe, options)`); self-contained, as Playwright sends
 * its source. The watched element is `bench.target` (`{ selector, index }`: the index-th match, set by `resetProbe`).
 * `options.inputTypes`: the input events timed ("click", "keydown"); `options.countDom`: note the page's element count
 * at each paint (`maxDom`); `options.ignoreSelector`: changes inside such an element (e.g. a progress bar) do not
 * count; `options.countAncestorChildList`: a child-list change of an ancestor (the element replaced) counts.
 */
export const installPaintProbe = (options) => {
  const bench = { target: null, mutations: [], paints: [], inputs: [], events: [], maxDom: 0, lastChange: 0 };
  window.__bench = bench;
  let framePending = false;
  const afterNextPaint = () => {
    if (framePending) return;
    framePending = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        framePending = false;
        bench.paints.push(performance.now());
        if (options.countDom) bench.maxDom = Math.max(bench.maxDom, document.getElementsByTagName("*").length);
      };
      channel.port2.postMessage(null);
    });
  };
  const inWatched = (record, watched) => {
    const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
    if (target === null) return false;
    if (options.ignoreSelector && target.closest(options.ignoreSelector) !== null) return false;
    return (
      watched.contains(target) ||
      (options.countAncestorChildList === true && record.type === "childList" && target.contains(watched))
    );
  };
  new MutationObserver((records) => {
    bench.lastChange = performance.now();
    const watched =
      bench.target === null ? undefined : document.querySelectorAll(bench.target.selector)[bench.target.index];
    if (watched !== undefined && records.some((record) => inWatched(record, watched))) {
      bench.mutations.push(performance.now());
    }
    afterNextPaint();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  for (const type of options.inputTypes) {
    addEventListener(type, (event) => event.isTrusted && bench.inputs.push(event.timeStamp), { capture: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) bench.events.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
};

/** In the page: forgets what was recorded (and the Resource Timing buffer); `target`, when given, is watched next. */
const resetProbe = (target) => {
  const bench = window.__bench;
  if (target !== undefined) bench.target = target;
  bench.mutations = [];
  bench.paints = [];
  bench.inputs = [];
  bench.events = [];
  performance.clearResourceTimings();
};

/** In the page: what was recorded since the last reset, with the Resource Timing of the requests to `apiPath`. */
const readProbe = (apiPath) => {
  const bench = window.__bench;
  const watched =
    bench.target === null ? undefined : document.querySelectorAll(bench.target.selector)[bench.target.index];
  return {
    inputs: bench.inputs,
    mutations: bench.mutations,
    paints: bench.paints,
    events: bench.events,
    maxDom: bench.maxDom,
    busy: watched?.getAttribute("aria-busy") === "true",
    now: performance.now(),
    api: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes(apiPath))
      .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
  };
};

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Resets the probe (watching `target` from now on, when given). */
export const resetPaintProbe = (tab, target) => tab.evaluate(resetProbe, target);

/** Reads the probe: the records, `maxDom`, `busy` (the watched element's aria-busy) and the API's Resource Timing. */
export const readPaintProbe = (tab, apiPath) => tab.evaluate(readProbe, apiPath);

/** Waits (bounded) until nothing in the document changed for a second: the page has loaded. */
export const waitUntilPageQuiet = (tab, timeout) =>
  tab.waitForFunction(() => performance.now() - window.__bench.lastChange > 1_000, null, { timeout, polling: 250 });

/**
 * Polls the probe every 100 ms until the watched element has settled: a change, then `quietMs` without one, a frame
 * painted after the last change, no request to `apiPath` in flight (`inflight.count`, counted by the caller) and,
 * with `notBusy`, the element no longer aria-busy. Returns the records then, or null after `timeoutMs`.
 */
export const awaitSettled = async (tab, inflight, apiPath, { quietMs, timeoutMs, notBusy = false }) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await sleep(100);
    const records = await readPaintProbe(tab, apiPath);
    const last = records.mutations.at(-1);
    const quiet =
      last !== undefined &&
      records.now - last >= quietMs &&
      records.paints.some((time) => time >= last) &&
      !(notBusy && records.busy) &&
      inflight.count === 0;
    if (quiet) return records;
    if (Date.now() > deadline) return null;
  }
};
