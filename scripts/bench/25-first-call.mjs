// When each page's first API call starts, and its largest paint, as a phone loads it: Chromium (Playwright) with the
// CPU 4× slower (CDP `Emulation.setCPUThrottlingRate`), a 412×823 viewport, a fresh context per load (nothing
// cached), on the build `npm start` serves over plain HTTP; the pages and their calls are ./lighthousePages.mjs's.
// Times are the page's own clock (performance.now(), 0 = navigation start):
// - first call: the earliest Resource Timing entry of the page's call (`call`'s path), its `startTime`; 0 when the
//   portal's server sent its reply in the document (`#travesia-first-replies`: the call started with the page);
// - asked: how many requests of that call started before the first one's reply ended or within 500 ms after it (1:
//   the page asked once; 2: the page's code asked again instead of taking the call in flight or just answered; with
//   the reply in the document, the browser's own requests of it: 0 when the page took that reply);
// - LCP: the last `largest-contentful-paint` entry 3 s after the call's reply (after the load, without a call).
// Observed on this machine, not simulated: Lighthouse's simulated LCP is in its own section. With
// LIGHTHOUSE_COMPARE_DIR=<another build's packages/web/dist>, each page's loads alternate with that build's (served on
// the next port) and its rows follow, as in the Lighthouse section. FIRST_CALL_RUNS sets the loads per page (5).

import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { alternateRuns } from "./_lighthouseRows.mjs";
import { CHROMIUM_FLAGS, CPU_SLOWDOWN, LOAD_TIMEOUT_MS } from "./_paintProbe.mjs";
import { median, startPortal } from "./_server.mjs";
import { LIGHTHOUSE_PAGES } from "./lighthousePages.mjs";

export const title = "First API call and LCP per page, Chromium with the CPU throttled 4×, phone viewport (ms)";

/** bench.mjs runs `npm run build`'s build first: the pages are the ones `npm start` serves. */
export const usesBuild = true;

/** The pages by name, as in the Lighthouse section: `npm run bench -- detail` loads the detail pages alone. */
export const parts = LIGHTHOUSE_PAGES.map((page) => page.name);

const RUNS = Number(process.env.FIRST_CALL_RUNS ?? 5);
/**
 * A request of the call that starts within this long after the first one's reply is the page asking again for what
 * it has (a progressive search's next poll comes a second after its reply).
 */
const ASKED_AGAIN_WITHIN_MS = 500;
const VIEWPORT = { width: 412, height: 823 };
/**
 * How long after the call's reply (or the load, for a page without a call) the LCP is read: the largest element may
 * come with the reply, once decoded and drawn at a quarter of the CPU. A fixed window on purpose: this is a
 * measurement, not a wait for something on screen. The browser gives no event for "no larger paint will come" (LCP
 * stops only at an input, which would change the page), and a second request for the same call can only be seen
 * not to happen over a span of time.
 */
const QUIET_AFTER_MS = 3_000;

/**
 * One load of `url` (logged in first as `login`, when given, with the page's local `storage` keys written before its
 * scripts run): `{ sample }` with its figures, or `{ failure }`.
 */
const load = async (browser, url, { call, login, storage }) => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (login !== undefined) {
      const reply = await context.request.post(`${new URL(url).origin}/api/login`, { data: login });
      if (!reply.ok()) return { failure: `login answered ${reply.status()}` };
    }
    // The browser as its visitors leave it (lighthousePages.mjs): a signed-in user's 'user is logged' flag (core's
    // USER_LOGGED_KEY), which the shell's first script reads before it asks for a signed-in user's page.
    if (storage !== undefined)
      await context.addInitScript((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(storage));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.__benchLcp = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    // The portal's server may answer the call in process and send its reply in the document (server README, step 7):
    // then it started with the page itself (0 ms) and the browser sends it only if the page asks again.
    const inDocument =
      call !== null &&
      (await page.evaluate((path) => {
        const element = document.getElementById("travesia-first-replies");
        try {
          return element !== null && JSON.parse(element.textContent ?? "[]").some((r) => r.path.startsWith(path));
        } catch {
          return false;
        }
      }, call));
    // Not "networkidle": the live events' stream and a progressive search's polls keep the network busy.
    if (call !== null && !inDocument)
      await page.waitForFunction(
        (path) =>
          performance
            .getEntriesByType("resource")
            .some((entry) => new URL(entry.name).pathname.startsWith(path) && entry.responseEnd > 0),
        call,
        { timeout: LOAD_TIMEOUT_MS, polling: 100 },
      );
    await page.waitForTimeout(QUIET_AFTER_MS);
    const figures = await page.evaluate(
      ([path, ASKED_AGAIN_WITHIN_MS]) => {
        const calls =
          path === null
            ? []
            : performance
                .getEntriesByType("resource")
                .filter((entry) => new URL(entry.name).pathname.startsWith(path))
                .sort((a, b) => a.startTime - b.startTime);
        const [first] = calls;
        return {
          lcp: window.__benchLcp,
          callStart: first === undefined ? null : first.startTime,
          sentBeforeReply:
            first === undefined
              ? null
              : calls.filter((each) => each.startTime < first.responseEnd + ASKED_AGAIN_WITHIN_MS).length,
        };
      },
      [call, ASKED_AGAIN_WITHIN_MS],
    );
    if (figures.lcp === null) return { failure: "no LCP" };
    if (inDocument)
      return { sample: { ...figures, callStart: 0, inDocument: true, sentBeforeReply: figures.sentBeforeReply ?? 0 } };
    if (call !== null && figures.callStart === null) return { failure: "no call" };
    return { sample: figures };
  } catch (error) {
    return { failure: error instanceof Error ? error.message.split("\n")[0] : String(error) };
  } finally {
    await context.close();
  }
};

const figure = (values) =>
  values.length === 0
    ? "—"
    : `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

export const run = async ({ parts: selected } = {}) => {
  const pages = LIGHTHOUSE_PAGES.filter((page) => selected === undefined || selected.includes(page.name));
  const port = Number(process.env.PORT ?? 4470);
  const compareDir = process.env.LIGHTHOUSE_COMPARE_DIR;
  const builds = [{ name: "", portal: await startPortal(port) }];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  try {
    if (compareDir !== undefined)
      builds.push({ name: ` — ${compareDir}`, portal: await startPortal(port + 1, { staticDir: compareDir }) });
    const runDate = new Date();
    const paths = await Promise.all(
      pages.map((page) => (typeof page.path === "function" ? page.path(runDate, builds[0].portal) : page.path)),
    );
    console.log(`machine load average (1 min) at start: ${loadavg()[0].toFixed(1)}`);
    console.log(
      `viewport ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} loads per page, median (min–max)\n`,
    );
    console.log("| page | first call starts, ms | asked (most of a load) | LCP ms | loads | first call |");
    console.log("| --- | ---: | ---: | ---: | ---: | --- |");
    for (const [index, page] of pages.entries()) {
      const measured = await alternateRuns(builds, RUNS, (build) =>
        load(browser, `${build.portal.url}${paths[index]}`, page),
      );
      for (const [buildIndex, build] of builds.entries()) {
        const { samples, failures } = measured[buildIndex];
        const of = (key) => samples.map((sample) => sample[key]).filter((value) => value !== null);
        const loads =
          failures.length === 0 ? `${samples.length}` : `${samples.length} (failed: ${failures.join(", ")})`;
        const sent = of("sentBeforeReply");
        console.log(
          `| ${page.name}${build.name} | ${page.call === null ? "no call" : `${figure(of("callStart"))}${samples.some((sample) => sample.inDocument) ? ` (in the document: ${samples.filter((sample) => sample.inDocument).length} of ${samples.length} loads)` : ""}`} | ${sent.length === 0 ? "—" : `${Math.max(...sent)}`} | ${figure(of("lcp"))} | ${loads} | ${page.call ?? "—"} |`,
        );
      }
    }
  } finally {
    await browser.close();
    await Promise.all(builds.map((build) => build.portal.stop()));
  }
};
