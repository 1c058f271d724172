import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { errors, expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import type { AxeResults } from "axe-core";

/** The spec's breakpoints (spec 000 §9): phone below 768, tablet below 991. */
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 820, height: 1100 },
  desktop: { width: 1280, height: 900 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Runs a test's steps at each viewport in turn, in one browser context: each size gets its own fresh page load (the
 * steps start with a navigation), the way a person on a phone and one on a desktop each see the portal, while the
 * later loads reuse the context's HTTP cache as a returning visitor's would. One test per size paid a cold load of
 * dozens of chunks each time, most of the test's time. The test's time limit grows with the number of sizes.
 */
export const atViewports = async (
  page: Page,
  names: readonly ViewportName[],
  steps: (viewport: ViewportName) => Promise<void>,
) => {
  test.setTimeout(test.info().timeout * names.length);
  for (const name of names) {
    await test.step(`at ${name} size`, async () => {
      await page.setViewportSize(VIEWPORTS[name]);
      await steps(name);
    });
  }
};

/** Languages the portal speaks; the `ml` cookie chooses one (spec 000 §4). */
export const PORTAL_LANGUAGES = ["es", "en", "pt"] as const;

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Fails the test with every axe-core violation on the page, listed readably.
 *
 * axe-core runs in the page directly, injected once per document: `@axe-core/playwright` injects it again on every
 * scan and finishes each scan in a new blank page, 2.5–4.6 s a scan on this 2-core machine against 0.4–0.8 s here,
 * with the same rules (axe's defaults). The portal has no iframes, the one thing the library's per-frame run adds.
 */
export const expectNoAxeViolations = async (page: Page, context = "") => {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } };
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
  const summary = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.targets.join(", ")}`,
  );
  expect(summary, `axe-core violations ${context}`).toEqual([]);
};

/** How long one full-page capture may take before it is asked again (a capture takes well under a second here). */
const SCREENSHOT_TIMEOUT_MS = 20_000;

/**
 * Attaches a full-page screenshot to the test report. A capture that hangs is asked once more: in one CI run of 241
 * tests, Chromium never answered one capture of a page drawn and checked (its call log stopped after "fonts loaded",
 * and the test ran out of time); a second hang fails the test as before.
 */
export const attachScreenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  const capture = () => page.screenshot({ fullPage: true, timeout: SCREENSHOT_TIMEOUT_MS });
  const body = await capture().catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
    return capture();
  });
  await testInfo.attach(name, { body, contentType: "image/png" });
};

/** Chooses the interface language the way the portal stores it: the `ml` cookie. */
export const useLanguage = async (page: Page, baseURL: string, language: (typeof PORTAL_LANGUAGES)[number]) => {
  await page.context().addCookies([{ name: "ml", value: language, url: baseURL }]);
};

/**
 * Hotel or house results once their progressive search is complete: a card first (right after a navigation the page
 * has drawn neither cards nor its progress bar), then no progress bar, and the results no longer busy (the cards are
 * drawn a render after the progress bar goes: until then they may still show a partial reply's order). The cards of a
 * partial reply may be reordered by the final one, so a test reads a card only after this.
 */
export const expectHotelSearchComplete = async (page: Page) => {
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("main").locator("section[aria-busy]").first()).toHaveAttribute("aria-busy", "false");
};

/**
 * Waits until `target` has kept its place and size for `quietMs`, as a person waits for a page to stop moving before
 * clicking. Playwright's own check (the same box in two animation frames) passes in a pause between two moves: after
 * a jump to the hotel pager, the cards above it are drawn at their real height instead of their estimate over a
 * while, and the pager moved down in steps with pauses between them; a click in such a pause landed where the
 * button had been.
 */
export const waitUntilStill = async (target: Locator, quietMs = 800) => {
  await target.evaluate(
    (element, quiet) =>
      new Promise<void>((settled, failed) => {
        const start = performance.now();
        let place = "";
        let since = start;
        const look = () => {
          const box = element.getBoundingClientRect();
          const now = performance.now();
          const current = `${box.x},${box.y},${box.width},${box.height}`;
          if (current !== place) {
            place = current;
            since = now;
          }
          if (now - since >= quiet) settled();
          else if (now - start > 15_000) failed(new Error(`still moving after 15 s, now at ${current}`));
          else requestAnimationFrame(look);
        };
        look();
      }),
    quietMs,
  );
};

/**
 * Presses `target` as a person does on a page that may still be moving: scrolled into view, waited for until it
 * stands still ({@link waitUntilStill}), then clicked. A results page's cards are drawn, at their real height instead
 * of their estimate, as they come into view on the way down, so what lies below them (the pager, a filter fold) moves
 * for a moment after the scroll.
 */
export const clickWhenStill = async (target: Locator) => {
  await target.scrollIntoViewIfNeeded();
  await waitUntilStill(target);
  await target.click();
};

/** The summed layout-shift score of the page so far, and what moved (PerformanceObserver, buffered). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        let total = 0;
        const sources: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node instanceof Element ? source.node : source.node?.parentElement;
              const { previousRect: from, currentRect: to } = source;
              sources.push(
                `${entry.value.toFixed(3)} ${node?.tagName ?? "?"}.${node?.className ?? ""} y ${from.y}→${to.y} h ${from.height}→${to.height}`,
              );
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ total, sources }), 300);
      }),
  );
