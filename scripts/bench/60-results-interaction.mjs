// Interaction latency on the results pages, in Chromium (Playwright, /usr/bin/chromium) with the renderer's CPU
// throttled 4× (CDP `Emulation.setCPUThrottlingRate`), on the build `npm start` serves:
// - hotel results, Buenos Aires (1,000+ hotels): a board option of the 'Filtrar Por' sidebar clicked on and off
//   ('Desayuno incluido', or 'Media pensión' when the first does not change the drawn cards);
// - flight results, São Paulo – New York (the demo's busy pair, 10,000 solutions): a connections option clicked on and
//   off ('Directo', or '1 escala' on a day when the cheapest flights shown are all direct: the demo's flights follow
//   the dates, and an option that leaves the drawn cards as they were would time no change of the list), and the sort
//   ('Ordenar por') moved between 'Precio' and 'Relevancia' with the arrow keys.
//
// How an interaction is timed (in the page, performance.now() clock): from the trusted input event's `timeStamp` (the
// click, or the key press on the sort select) to the first frame painted after the results list's DOM settles: a
// MutationObserver notes each change inside the list region (the progress bar's ticks left out), and after each change
// a requestAnimationFrame callback posts a message whose arrival marks the frame as painted. "Settled" is the last
// change in the list after the search reply came back, once no search request is in flight, the region is no longer
// aria-busy and nothing in it changed for SETTLE_QUIET_MS. The demo API's reply time (the search request's
// startTime → responseEnd, Resource Timing) is subtracted and printed apart: the figure is the browser's own work
// (handling the input, the router, the query, decoding, rendering, layout, paint). A click served from the query
// cache sends no request and has no time subtracted; nor does a list answered before its reply (from what the page
// held), which the reply then left as it was: it settled at its last change, and never waited for the reply.
// After a page's cases, its browser floor (scripts/bench/_renderFloor.mjs): the first case's change of the list's rows
// (the drawn cards, and on the hotel page the windowed list's placeholders) made by plain DOM code, with no request,
// router, query or React, timed the same way. It is the browser's own share of a click (input dispatch, style, layout,
// paint), which the page's script cannot go below while it changes those rows; a case's latency minus it is what the
// page's code and the transport add.
// Beside it, the Event Timing figure (PerformanceObserver 'event' entries, durationThreshold 16): the input to the next
// paint, the part INP measures (below 16 ms the browser reports no entry: printed "< 16").
// After the table, where each case's time went (medians, from the input): its first paint, the search reply's end, the
// list's last change and that change's paint (scripts/bench/_interactionFigures.mjs's `phases`). Then where the main
// thread's time went, from a Chromium trace of a few more inputs per case and of the floor's (untimed: a trace slows
// the page): script, style and layout, paint, the rest of the tasks, idle, and the frames committed
// (scripts/bench/_mainThreadTime.mjs), so that a case's excess over its floor is read, not guessed.
// The inputs start once the page has loaded: its list shown, and nothing in the document changed for a second (the
// widgets loaded after the first paint, e.g. the filter panel, are in); the DOM count is printed then and at its max.
// Before each input its control is scrolled into view and the page again left until nothing changed for a second.
// Bounded: CLICKS interactions per case (and TRACED_INPUTS traced), SETTLE_TIMEOUT_MS each, SECTION_TIME_LIMIT_MS for
// the whole section.
// INTERACTION_CLICKS sets the count (10 by default); INTERACTION_STATIC_DIR serves another build's web dist (a run per build).

import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { interactionFigures as figures } from "./_interactionFigures.mjs";
import { inputStarts, inputThread, mainThreadTime } from "./_mainThreadTime.mjs";
import {
  awaitSettled,
  CHROMIUM_FLAGS,
  CLICKS,
  CPU_SLOWDOWN,
  installPaintProbe,
  LOAD_TIMEOUT_MS,
  readPaintProbe,
  resetPaintProbe,
  SETTLE_QUIET_MS,
  SETTLE_TIMEOUT_MS,
  waitUntilPageQuiet,
} from "./_paintProbe.mjs";
import { captureRows, installRowSwapper } from "./_renderFloor.mjs";
import { flightResultsPath, hotelResultsPath } from "./_resultsUrls.mjs";
import { median, startPortal } from "./_server.mjs";

export const title = "Results pages: interaction latency, Chromium with the CPU throttled 4× (ms, API reply excluded)";

/** bench.mjs runs `npm run build`'s build first: the pages are the ones `npm start` serves. */
export const usesBuild = true;

const SECTION_TIME_LIMIT_MS = 10 * 60_000;
/**
 * The results pages' targets: median ≤ 50 ms, worst ≤ 100 ms, never more than 800 DOM elements; and DESIGN.md's, to
 * the browser floor of the same run: median ≤ 1.5 × the floor, worst ≤ 2.5 × the floor.
 */
const TARGETS = { median: 50, worst: 100, dom: 800, floorMedian: 1.5, floorWorst: 2.5 };
const VIEWPORT = { width: 1280, height: 900 };
/**
 * The probe (scripts/bench/_paintProbe.mjs) watches the list region (the progress bar's ticks left out, the region
 * replaced counts), times clicks and key presses, and notes the DOM count at each paint.
 */
const PROBE = {
  inputTypes: ["click", "keydown"],
  countDom: true,
  ignoreSelector: '[role="progressbar"]',
  countAncestorChildList: true,
};

/**
 * Runs one input and waits (bounded) until the list has settled and nothing is loading. As a person does, the control
 * is first brought into view and the page left until nothing in it changes (the cards the scroll brings near are drawn
 * and measured): Playwright's click would otherwise scroll and press in one go, and the first click of a run, on a
 * filter below the fold, carried the scroll's drawing (a policy opening measured so was much slower with the scroll
 * than without).
 */
const interact = async (page, inflight, apiPath, scenario, index) => {
  const control = scenario.control(page);
  await control.scrollIntoViewIfNeeded();
  await waitUntilPageQuiet(page, LOAD_TIMEOUT_MS);
  await resetPaintProbe(page);
  await scenario.input(control, index);
  const records = await awaitSettled(page, inflight, apiPath, {
    quietMs: SETTLE_QUIET_MS,
    timeoutMs: SETTLE_TIMEOUT_MS,
    notBusy: true,
  });
  return records === null ? null : figures(records);
};

/**
 * A case with `options` (labels of the same kind of control) first picks the one whose input changes the list's drawn
 * rows, given and taken back untimed: the first that does, or null when none does (the case is then not measured).
 */
const chooseOption = async (tab, inflight, page, scenario) => {
  for (const option of scenario.options) {
    const at = { ...scenario, control: (target) => scenario.control(target, option) };
    await interact(tab, inflight, page.apiPath, at, 0);
    const given = await captureRows(tab, page.rows);
    await interact(tab, inflight, page.apiPath, at, 1);
    const takenBack = await captureRows(tab, page.rows);
    if (given.some((row, index) => row !== takenBack[index])) return option;
  }
  return null;
};

/** The case as measured: with `options`, the chosen one's control and its label in the case's name. */
const settleCase = async (tab, inflight, page, scenario) => {
  if (scenario.options === undefined) return scenario;
  const option = await chooseOption(tab, inflight, page, scenario);
  if (option === null) return null;
  return {
    ...scenario,
    name: scenario.name.replace("{option}", option),
    control: (target) => scenario.control(target, option),
  };
};

/** CLICKS inputs of a case (fewer when the section's time limit runs out): the figures of each, and how many never settled. */
const sampleInputs = async (tab, inflight, apiPath, scenario, deadline) => {
  const samples = [];
  let missed = 0;
  for (let index = 0; index < CLICKS && Date.now() < deadline; index++) {
    const result = await interact(tab, inflight, apiPath, scenario, index);
    if (result === null) missed++;
    else samples.push(result);
  }
  return { samples, missed };
};

const FLOOR_LABEL = "bench: swap the cards";

/**
 * The browser's floor for the page's first case (scripts/bench/_renderFloor.mjs): that input given once more and taken
 * back (untimed) to read the cards both ways, then the same change of the drawn rows made by plain DOM code, CLICKS
 * times, timed as the cases are.
 */
const measureFloor = async (browser, tab, inflight, page, scenario, deadline) => {
  const name = `${page.name}: browser floor of the first case`;
  if (scenario === null) return { name, samples: [], missed: 0, floor: true, traced: [] };
  // Untimed: the same input as the case's first, settled as the cases are.
  const showOther = () => interact(tab, inflight, page.apiPath, scenario, 0);
  await showOther();
  const other = await captureRows(tab, page.rows);
  await showOther();
  const shown = await captureRows(tab, page.rows);
  // A swap that changes no row would time a click that draws nothing: no floor rather than a wrong one.
  if (shown.every((row, index) => row === other[index]))
    return { name, samples: [], missed: 0, floor: true, traced: [] };
  await tab.evaluate(installRowSwapper, { rowSelector: page.rows, states: [shown, other], label: FLOOR_LABEL });
  const swap = {
    control: (target) => target.getByRole("button", { name: FLOOR_LABEL }),
    input: (control) => control.click(),
  };
  return {
    name: `${name} (its ${shown.length} rows changed by plain DOM code)`,
    ...(await sampleAndTrace(browser, tab, inflight, page.apiPath, swap, deadline)),
    floor: true,
  };
};

/** Inputs per case in the traced pass, and the trace's categories (the DevTools timeline's events). */
const TRACED_INPUTS = 4;
const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline"];

/**
 * A traced pass of a case's inputs after its timed ones (a trace slows the page: its figures are not the table's):
 * for each input that settled, where the main thread's time went from the input's dispatch to the list's settled
 * paint (scripts/bench/_mainThreadTime.mjs), with that span (`total`).
 */
const traceInputs = async (browser, tab, inflight, apiPath, scenario, deadline) => {
  const totals = [];
  await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
  let trace;
  try {
    for (let index = 0; index < TRACED_INPUTS && Date.now() < deadline; index++) {
      totals.push((await interact(tab, inflight, apiPath, scenario, index))?.total ?? null);
    }
  } finally {
    trace = await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(trace.toString());
  const thread = inputThread(traceEvents, PROBE.inputTypes);
  if (thread === null) return [];
  const starts = inputStarts(traceEvents, thread, PROBE.inputTypes);
  return totals.flatMap((total, index) =>
    total === null || starts[index] === undefined
      ? []
      : [{ total, ...mainThreadTime(traceEvents, thread, starts[index], total) }],
  );
};

/**
 * A case's timed inputs, then its traced pass (`traced`), before anything else changes the list: the floor's swap
 * writes the drawn rows behind React's back, so the cases' passes come before it is installed.
 */
const sampleAndTrace = async (browser, tab, inflight, apiPath, scenario, deadline) => {
  const sampled = await sampleInputs(tab, inflight, apiPath, scenario, deadline);
  const traced =
    sampled.samples.length === 0 ? [] : await traceInputs(browser, tab, inflight, apiPath, scenario, deadline);
  return { ...sampled, traced };
};

/** Opens a results page, waits for its list, throttles the CPU and runs each case's inputs; one table row per case. */
const measurePage = async (browser, portal, page, deadline) => {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "es-AR" });
  const tab = await context.newPage();
  const inflight = { count: 0 };
  const isApi = (request) => request.url().includes(page.apiPath);
  tab.on("request", (request) => isApi(request) && inflight.count++);
  tab.on("requestfinished", (request) => isApi(request) && inflight.count--);
  tab.on("requestfailed", (request) => isApi(request) && inflight.count--);
  await tab.addInitScript(installPaintProbe, PROBE);
  try {
    await tab.goto(`${portal.url}${await page.path()}`);
    await resetPaintProbe(tab, { selector: page.region, index: 0 });
    await page.ready(tab, LOAD_TIMEOUT_MS);
    // Loaded: nothing in the document changed for a second (the widgets loaded after the first paint are in).
    await waitUntilPageQuiet(tab, LOAD_TIMEOUT_MS);
    const loadedDom = await tab.evaluate(() => document.getElementsByTagName("*").length);
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const rows = [];
    const measured = [];
    for (const given of page.cases) {
      const scenario = await settleCase(tab, inflight, page, given);
      measured.push(scenario);
      rows.push(
        scenario === null
          ? {
              name: `${page.name}: ${given.name} (no option changes the drawn cards)`,
              samples: [],
              missed: 0,
              traced: [],
            }
          : {
              name: `${page.name}: ${scenario.name}`,
              ...(await sampleAndTrace(browser, tab, inflight, page.apiPath, scenario, deadline)),
            },
      );
    }
    rows.push(await measureFloor(browser, tab, inflight, page, measured[0], deadline));
    const maxDom = (await readPaintProbe(tab, page.apiPath)).maxDom;
    return rows.map((row) => ({ ...row, maxDom, loadedDom }));
  } finally {
    await context.close();
  }
};

const PAGES = [
  {
    name: "hotel results, Buenos Aires",
    path: () => hotelResultsPath("BUE"),
    apiPath: "/api/v1/hotels/search",
    region: "main section[aria-busy]",
    // Every listed hotel's article: the cards drawn near the viewport (3 at this size) and the windowed list's
    // placeholders (an article holding the hotel's name, visually hidden), which a filter click rewrites too.
    rows: "main section[aria-busy] article",
    // The whole progressive search is over: no progress bar, the cards shown.
    ready: async (tab, timeout) => {
      await tab.getByRole("article").first().waitFor({ timeout });
      await tab.getByRole("progressbar").waitFor({ state: "detached", timeout });
    },
    cases: [
      {
        name: "filter click (board '{option}' on/off)",
        options: ["Desayuno incluido", "Media pensión"],
        control: (tab, option) =>
          tab
            .getByRole("complementary", { name: "Filtrar Por" })
            .getByRole("checkbox", { name: new RegExp(`^${option}`) }),
        input: (control) => control.click(),
      },
    ],
  },
  {
    name: "flight results, São Paulo – New York",
    path: () => flightResultsPath(["San Pablo", "SAO"], ["Nueva York", "NYC"]),
    apiPath: "/api/v1/flights/search",
    region: "main div[aria-busy]",
    // The virtualised list's rows: only the cards drawn near the viewport.
    rows: "main div[aria-busy] ol > li[data-index]",
    ready: (tab, timeout) => tab.getByText(/^\d+ resultados$/).waitFor({ timeout }),
    cases: [
      {
        name: "filter click ('{option}' on/off)",
        options: ["Directo", "1 escala"],
        control: (tab, option) => tab.getByRole("checkbox", { name: new RegExp(`^${option}`) }),
        input: (control) => control.click(),
      },
      {
        // A native select's list cannot be clicked in headless Chromium: the arrow keys move the choice, as on a
        // focused select (one trusted key press per sort change, timed from its keydown).
        name: "sort change ('Precio' ↔ 'Relevancia', arrow key on 'Ordenar por')",
        control: (tab) => tab.getByRole("combobox", { name: "Ordenar por" }),
        input: async (control, index) => {
          await control.focus();
          await control.press(index % 2 === 0 ? "ArrowDown" : "ArrowUp");
        },
      },
    ],
  },
];

const ms = (value) => (value === null ? "< 16" : value.toFixed(0));

/**
 * Where each case's time went (scripts/bench/_interactionFigures.mjs's `phases`, medians over its inputs, API reply
 * included): what the input painted at once, when the search reply was in, the list's last change and its paint. A
 * case far above its floor shows here whether the page's own answer or the reply's came late.
 */
const printPhases = (rows) => {
  const medianOf = (samples, phase) => {
    const values = samples.map((sample) => sample.phases[phase]).filter((value) => value !== null);
    return values.length === 0 ? "—" : ms(median(values));
  };
  console.log("\nWhere an input's time goes (medians, ms from the input, the API reply included):\n");
  console.log(
    "| interaction | first paint after the input | search reply in | the list's last change | that change painted |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const row of rows.filter((entry) => entry.samples.length > 0)) {
    const at = (phase) => medianOf(row.samples, phase);
    console.log(`| ${row.name} | ${at("firstPaint")} | ${at("replyEnd")} | ${at("lastChange")} | ${at("settled")} |`);
  }
};

/**
 * Where the main thread's time went in the traced pass (scripts/bench/_mainThreadTime.mjs, medians over its inputs):
 * beside the floor's, a case's excess shows as script the floor does not run, or as one frame more (a second style,
 * layout and paint), rather than as a guess.
 */
const printMainThread = (rows) => {
  const traced = rows.filter((row) => row.traced.length > 0);
  if (traced.length === 0) return;
  console.log(
    `\nWhere the main thread's time goes (a traced pass of ${TRACED_INPUTS} more inputs right after each case's timed ones, its own figures; medians, ms from the input's dispatch to the list's settled paint):\n`,
  );
  console.log(
    "| interaction | inputs traced | input → settled paint | script | style and layout | paint and commit | other task time | idle | frames committed |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of traced) {
    const at = (key) => median(row.traced.map((sample) => sample[key])).toFixed(0);
    console.log(
      `| ${row.name} | ${row.traced.length} | ${at("total")} | ${at("script")} | ${at("styleLayout")} | ${at("paint")} | ${at("other")} | ${at("idle")} | ${at("frames")} |`,
    );
  }
};

/** The pages by name: `npm run bench -- hotel` measures the hotel page alone. */
export const parts = PAGES.map((page) => page.name);

export const run = async ({ parts: selected } = {}) => {
  const pages = PAGES.filter((page) => selected === undefined || selected.includes(page.name));
  const deadline = Date.now() + SECTION_TIME_LIMIT_MS;
  // INTERACTION_STATIC_DIR: another build's web dist to serve instead of this checkout's, for a run per build.
  const staticDir = process.env.INTERACTION_STATIC_DIR;
  const portal = await startPortal(Number(process.env.PORT ?? 4470), staticDir === undefined ? {} : { staticDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  try {
    console.log(`machine load average (1 min) at start: ${loadavg()[0].toFixed(1)}`);
    console.log(
      `viewport ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}× slower, ${CLICKS} inputs per case; latency = input → first paint after the list settles, minus the API reply\n`,
    );
    console.log(
      "| interaction | latency median | latency worst | browser floor median | ratio to the floor: median / worst | incl. API median | API reply median (excluded) | Event Timing median / worst | max DOM elements (once loaded) | inputs | targets |",
    );
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
    const measuredRows = [];
    for (const page of pages) {
      const rows = await measurePage(browser, portal, page, deadline);
      // The page's floor, measured in the same run after its cases: each case's figures beside it and over it.
      const floorRow = rows.find((row) => row.floor && row.samples.length > 0);
      const floor = floorRow === undefined ? null : median(floorRow.samples.map((sample) => sample.latency));
      measuredRows.push(...rows);
      for (const row of rows) {
        const latencies = row.samples.map((sample) => sample.latency);
        const apis = row.samples.map((sample) => sample.apiMs).filter((value) => value !== null);
        const events = row.samples.map((sample) => sample.eventTiming ?? 0);
        const worstEvent = Math.max(...events);
        const failed = row.samples.length === 0;
        const verdict = failed
          ? "no measurement"
          : row.floor
            ? "no target: the browser's own share"
            : [
                median(latencies) > TARGETS.median && `median > ${TARGETS.median} ms`,
                Math.max(...latencies) > TARGETS.worst && `worst > ${TARGETS.worst} ms`,
                floor !== null &&
                  median(latencies) > TARGETS.floorMedian * floor &&
                  `median > ${TARGETS.floorMedian} × floor`,
                floor !== null &&
                  Math.max(...latencies) > TARGETS.floorWorst * floor &&
                  `worst > ${TARGETS.floorWorst} × floor`,
                row.maxDom > TARGETS.dom && `DOM > ${TARGETS.dom}`,
                row.missed > 0 && `${row.missed} input(s) not settled in ${SETTLE_TIMEOUT_MS / 1000} s`,
              ].filter(Boolean);
        console.log(
          `| ${row.name} | ${failed ? "—" : ms(median(latencies))} | ${failed ? "—" : ms(Math.max(...latencies))} | ${floor === null ? "—" : ms(floor)} | ${failed || floor === null || row.floor ? "—" : `${(median(latencies) / floor).toFixed(2)} / ${(Math.max(...latencies) / floor).toFixed(2)}`} | ${failed ? "—" : ms(median(row.samples.map((sample) => sample.total)))} | ${apis.length === 0 ? "no request" : `${ms(median(apis))} (${apis.length} requests)`} | ${failed ? "—" : `${ms(median(events) || null)} / ${ms(worstEvent || null)}`} | ${row.maxDom} (${row.loadedDom}) | ${row.samples.length} | ${typeof verdict === "string" ? verdict : verdict.length === 0 ? "met" : `missed: ${verdict.join(", ")}`} |`,
        );
      }
    }
    printPhases(measuredRows);
    printMainThread(measuredRows);
    if (Date.now() > deadline)
      console.log(`\n(stopped at the section's ${SECTION_TIME_LIMIT_MS / 60_000}-minute limit)`);
  } finally {
    await browser.close();
    await portal.stop();
  }
};
