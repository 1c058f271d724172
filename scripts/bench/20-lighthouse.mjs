// Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown) on the built portal served locally, one run at a
// time, median of five runs per page; the pages are listed in ./lighthousePages.mjs. A results page is loaded cold, so
// its run covers the whole search: the hotel page's progressive search (a first reply, then a poll every second until
// it is complete) streams its results in while Lighthouse records, and its CLS counts their arrival.

import { loadavg } from "node:os";
import { selfSignedCertificate } from "@travesia/server";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { Audit } from "lighthouse";
import { cpuBlockingTime, cpuShare, performanceWithTbt } from "./_cpuBlockingTime.mjs";
import { lcpPath } from "./_lcpPath.mjs";
import { alternateRuns, lighthouseRow } from "./_lighthouseRows.mjs";
import { seedStorage } from "./_seedStorage.mjs";
import { startPortal } from "./_server.mjs";
import { LIGHTHOUSE_PAGES } from "./lighthousePages.mjs";

export const title = "Lighthouse, mobile defaults, local Chromium (median of runs, min–max in brackets)";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** bench.mjs runs `npm run build`'s build first: Lighthouse loads the pages `npm start` serves (prerendered home). */
export const usesBuild = true;

/** The pages by name: `npm run bench -- results` runs only the pages whose name contains "results". */
export const parts = LIGHTHOUSE_PAGES.map((page) => page.name);

/**
 * One Lighthouse run of `url`: the row's figures, or the reason Lighthouse could not score it. `cookie`: a login's
 * `Cookie` header, sent with every request of the run (a page behind a login). `storage`: local storage keys the
 * page's visitors carry (lighthousePages.mjs), written into a cleared origin before the run (_seedStorage.mjs).
 */
const measure = async (url, port, cookie, storage) => {
  // A page with storage gets its login's cookie in the browser's jar with it (as the login form leaves it); a cookie
  // sent as a header alone was missing from some first runs of a fresh Chromium (the budget list answered 401).
  if (storage !== undefined) await seedStorage(port, new URL(url).origin, storage, cookie);
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(storage === undefined ? {} : { disableStorageReset: true }),
    ...(cookie === undefined || storage !== undefined ? {} : { extraHeaders: { Cookie: cookie } }),
  });
  const { categories, audits, runtimeError } = result.lhr;
  const metrics = {
    performance: categories.performance.score,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
  };
  // A run Lighthouse could not score (its runtimeError, e.g. NO_LCP on a loaded machine) is left out and named: a
  // score of 0 or a missing metric would otherwise pull the median down.
  if (runtimeError !== undefined || Object.values(metrics).some((value) => typeof value !== "number"))
    return { failure: runtimeError?.code ?? "no score" };
  const { traceEvents } = result.artifacts.Trace;
  const cpuTbt = cpuBlockingTime(traceEvents);
  const path = await lcpPath(result);
  return {
    sample: {
      ...metrics,
      documentMs: path?.documentMs ?? Number.NaN,
      scriptKb: path === undefined ? Number.NaN : path.scriptBytes / 1024,
      performance: Math.round(metrics.performance * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      cpuTbt: cpuTbt ?? Number.NaN,
      cpuPerformance:
        cpuTbt === undefined
          ? Number.NaN
          : (performanceWithTbt(result.lhr, cpuTbt, Audit.computeLogNormalScore) ?? Number.NaN),
      cpuSharePercent: (cpuShare(traceEvents) ?? Number.NaN) * 100,
    },
  };
};

export const run = async ({ parts: selected } = {}) => {
  const pages = LIGHTHOUSE_PAGES.filter((page) => selected === undefined || selected.includes(page.name));
  // As deployed: over HTTPS with HTTP/2, whose one connection carries the page's modules and calls at once (over
  // HTTP/1.1 Lighthouse's simulation queues them six at a time, 150 ms a round trip). LIGHTHOUSE_HTTP1=1 measures the
  // plain HTTP/1.1 server that `npm start` runs without TLS settings (as behind a proxy that speaks HTTP/1.1).
  const http1 = process.env.LIGHTHOUSE_HTTP1 === "1";
  const tls = http1 ? undefined : selfSignedCertificate();
  const port = Number(process.env.PORT ?? 4470);
  // LIGHTHOUSE_COMPARE_DIR: another build's web `dist` (e.g. main's, copied aside before a change), served by a second
  // portal on the next port. Each page's runs alternate between the two builds, so that both meet the same moments of
  // a shared machine's load (batches of runs minutes apart differed by more than the changes measured, 2026-11-29).
  const compareDir = process.env.LIGHTHOUSE_COMPARE_DIR;
  const builds = [{ name: "", portal: await startPortal(port, { tls }) }];
  const stopAll = () => Promise.all(builds.map((build) => build.portal.stop()));
  // Results pages search from the run date on (lighthousePages.mjs): their paths are fixed once, for every run (the
  // demo data is the same behind both builds).
  const runDate = new Date();
  let paths;
  try {
    if (compareDir !== undefined)
      builds.push({ name: ` — ${compareDir}`, portal: await startPortal(port + 1, { tls, staticDir: compareDir }) });
    paths = await Promise.all(
      pages.map(async (page) => (typeof page.path === "function" ? page.path(runDate, builds[0].portal) : page.path)),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: http1 ? FLAGS : [...FLAGS, "--ignore-certificate-errors"],
  });
  try {
    // Lighthouse's TBT scales the tasks' wall time, which other processes on a shared machine lengthen: the load
    // average is printed, and "TBT from CPU time" (scripts/bench/_cpuBlockingTime.mjs) beside it, the figure the
    // targets column judges (DESIGN.md: "TBT ≤ 50 ms counted from the tasks' CPU time"), with the performance score
    // Lighthouse would give with that TBT and the share of the main thread's task time that was on the CPU (the rest
    // waited for a core: its wall time, not the page's work, is what Lighthouse's TBT multiplies). The "LCP path"
    // columns (scripts/bench/_lcpPath.mjs) say what the simulated LCP waits for: the document's simulated end, and the
    // scripts on the LCP path, whose bytes share the simulated link (1.6 Mbps: ~200 KB a second).
    console.log(`machine load average (1 min) at start: ${loadavg()[0].toFixed(1)}`);
    console.log(
      http1
        ? "served over plain HTTP/1.1 (LIGHTHOUSE_HTTP1=1)\n"
        : "served over HTTPS with HTTP/2 (a throwaway self-signed certificate; LIGHTHOUSE_HTTP1=1 for plain HTTP/1.1)\n",
    );
    if (compareDir !== undefined)
      console.log(
        `each page's runs alternate with the build in ${compareDir} (LIGHTHOUSE_COMPARE_DIR): its rows say so\n`,
      );
    console.log(
      "| page | performance | performance with TBT from CPU time | accessibility | LCP ms | LCP path: document ms | LCP path: scripts KB | TBT ms | TBT from CPU time ms | main thread's task time on the CPU % | CLS | runs | targets |",
    );
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
    for (const [pageIndex, page] of pages.entries()) {
      // A page behind a login: one session per build, its cookie sent with each run's requests.
      const cookies = await Promise.all(
        builds.map((build) => (page.login === undefined ? undefined : build.portal.login(page.login))),
      );
      const measured = await alternateRuns(builds, RUNS, (build) =>
        measure(`${build.portal.url}${paths[pageIndex]}`, chrome.port, cookies[builds.indexOf(build)], page.storage),
      );
      for (const [buildIndex, build] of builds.entries()) {
        const { samples, failures } = measured[buildIndex];
        console.log(lighthouseRow(`${page.name}${build.name}`, samples, failures));
      }
    }
  } finally {
    chrome.kill();
    await stopAll();
  }
};
