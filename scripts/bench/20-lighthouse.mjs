// Lighthouse (mobile defaults) on the built portal served locally, one run at a time, median of several runs.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median, startPortal } from "./_server.mjs";

export const title = "Lighthouse, mobile defaults, local Chromium (median of runs)";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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

/** Pages measured; later issues add hotel and flight results. */
export const PAGES = [{ name: "home", path: "/" }];

export const run = async () => {
  const portal = await startPortal(Number(process.env.PORT ?? 4470));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: FLAGS,
  });
  try {
    console.log("| page | performance | accessibility | LCP ms | TBT ms | CLS | runs |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const page of PAGES) {
      const samples = [];
      for (let index = 0; index < RUNS; index++) {
        const result = await lighthouse(`${portal.url}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        const { categories, audits } = result.lhr;
        samples.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          lcp: audits["largest-contentful-paint"].numericValue,
          tbt: audits["total-blocking-time"].numericValue,
          cls: audits["cumulative-layout-shift"].numericValue,
        });
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      console.log(
        `| ${page.name} | ${pick("performance")} | ${pick("accessibility")} | ${pick("lcp").toFixed(0)} | ${pick("tbt").toFixed(0)} | ${pick("cls").toFixed(3)} | ${RUNS} |`,
      );
    }
  } finally {
    chrome.kill();
    portal.stop();
  }
};
