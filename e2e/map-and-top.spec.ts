import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { dayOfNextMonth } from "./support/dates";
import { expectMapStill, markerInFrame } from "./support/map";
import { atViewports, expectHotelSearchComplete } from "./support/portal";

/*
 * Things that float over a page and must not cover what a person reads or presses: the hotel
 * map's markers after a cluster zoom (axe-core's target-size rule, WCAG 2.2) and the back-to-top button at phone, tablet and desktop widths.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's target-size rule alone (not among its defaults) on one element: the targets it fails. */
const targetSizeViolations = async (page: Page, selector: string) => {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (within) => {
    const { axe } = window as unknown as {
      axe: { run: (context: string, options: object) => Promise<AxeResults> };
    };
    const results = await axe.run(within, { runOnly: { type: "rule", values: ["target-size"] } });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
  }, selector);
};

test("the hotel map's markers leave each other room after a cluster zoom (axe target-size)", async ({ page }) => {
  await page.goto(`/hotel/results/MAD/${dayOfNextMonth(9)}/${dayOfNextMonth(12)}/2-0?view=mapa`);
  await expectHotelSearchComplete(page);
  const map = page.getByRole("region", { name: "Mapa de hoteles" });
  const clusters = map.getByRole("button", { name: /^\d+ hoteles aquí: acercar$/ });
  await expect(clusters.first()).toBeVisible();
  expect(await targetSizeViolations(page, ".leaflet-marker-pane"), "at the opening zoom").toEqual([]);
  await (await markerInFrame(map, clusters)).click();
  await expect(map.getByRole("button", { name: /, desde / }).first()).toBeVisible();
  await expectMapStill(page);
  expect(await targetSizeViolations(page, ".leaflet-marker-pane"), "after a cluster zoom").toEqual([]);
  // The map keeps a price pill's room at 18 px plus 8 px a character of its label: no pill may be wider.
  const pills = await map.locator(".leaflet-marker-icon").evaluateAll((icons) =>
    icons
      .filter((icon) => (icon.textContent ?? "").includes(", desde "))
      .map((icon) => ({
        width: icon.getBoundingClientRect().width,
        // The visible text; the name beside it is visually hidden.
        label: icon.querySelector('[aria-hidden="true"]')?.textContent ?? "",
      })),
  );
  expect(pills.length).toBeGreaterThan(0);
  for (const pill of pills) {
    expect(pill.label).toMatch(/\d/);
    expect(pill.width, pill.label).toBeLessThanOrEqual(18 + 8 * pill.label.length);
  }
});

/** The text the back-to-top button covers now: the words of visible text nodes whose boxes meet the button's. */
const coveredText = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector('[data-testid="back-to-top"]');
    if (button === null) return [];
    const b = button.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (button.contains(node) || (node.textContent ?? "").trim() === "") continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        // Visually hidden text is clipped to a 1 px box: no one reads it.
        if (r.width <= 1 || r.height <= 1) continue;
        if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom) {
          covered.push((node.textContent ?? "").trim());
          break;
        }
      }
    }
    return covered;
  });

test("the back-to-top button covers no text at 375, 820 and 1280 px, over the bundle price grid and at the page's end", async ({
  page,
}) => {
  await atViewports(page, ["phone", "tablet", "desktop"], async (viewport) => {
    await page.goto("/dynamicVacationBundle/results?all=1");
    const grid = page.getByRole("region").getByRole("table");
    await expect(grid.getByRole("button").first()).toBeVisible();
    const button = page.getByRole("button", { name: "Volver arriba" });
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(height, "a page long enough to scroll past 300 px").toBeGreaterThan(600);
    // Past 300 px the button exists; wherever the page stands, nothing it sits on is text.
    for (const top of [400, Math.round(height / 2)]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      // Scroll anchoring may settle a pixel or two off.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top - 8);
      await expect(page.getByTestId("back-to-top")).toHaveCount(1);
      expect(await coveredText(page), `${viewport}: covered at scroll ${top}`).toEqual([]);
    }
    // The page's end (the footer's lazy pieces may still lengthen the page: scroll until it stays at the end).
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        }),
      )
      .toBe(true);
    expect(await coveredText(page), `${viewport}: covered at the end`).toEqual([]);
    // At the page's end a person sees it and it takes them up.
    await expect(button).toBeInViewport();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
