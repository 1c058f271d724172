import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { dayOfNextMonth } from "./support/dates";
import { attachScreenshot, clickWhenStill, VIEWPORTS } from "./support/portal";

/*
 * Flight results journeys: the phone's folded search form, a card's panels kept open across the virtualised list's
 * scroll, flexible dates answering the days around the search and the filter panel's targets under axe-core's WCAG
 * 2.2 target-size rule.
 */

const RESULTS = `/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/${dayOfNextMonth(8)};${dayOfNextMonth(15)}/0/0/ALL/-/-`;
const FLEXIBLE = RESULTS.replace("/0/0/ALL/", "/1/0/ALL/");

/** The number of results the count line shows, once the list has caught up with the URL. */
const resultCount = async (page: Page) => {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  const line = page.getByText(/^\d+ resultados?$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())?.split(" ")[0]);
};

/** axe-core's browser build, injected into the page once. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's target-size rule (WCAG 2.2 AA) on one part of the page: the targets it finds too small and too close. */
const targetSizeViolations = async (page: Page, selector: string) => {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(async (scope) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Element, options: object) => Promise<AxeResults> };
    };
    const root = document.querySelector(scope);
    if (root === null) throw new Error(`nothing matches ${scope}`);
    const results = await axe.run(root, { runOnly: ["target-size"] });
    return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
  }, selector);
};

test.describe("flight results on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the first result starts on the first screen; the search's line opens the 'Actualizar' form", async ({
    page,
  }, testInfo) => {
    await page.goto(RESULTS);
    await resultCount(page);
    const first = page.getByRole("article").first();
    await expect(first).toBeVisible();
    const top = (await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(top, "the first card's top, px from the top of the page").toBeLessThan(812);
    await attachScreenshot(page, testInfo, "flight-results-phone-folded");

    const line = page
      .getByRole("region", { name: "Tu búsqueda" })
      .getByRole("button", { name: /^Buenos Aires → Miami/ });
    await expect(line).toContainText("Buenos Aires → Miami");
    await expect(line).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Actualizar", exact: true })).toHaveCount(0);
    await line.click();
    await expect(line).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "Actualizar", exact: true })).toBeVisible();
    await attachScreenshot(page, testInfo, "flight-results-phone-unfolded");
    await line.click();
    await expect(page.getByRole("button", { name: "Actualizar", exact: true })).toHaveCount(0);
  });
});

test.describe("flight results, desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("a card's 'Ver más detalle' and 'Ver más información' stay open after it scrolls out of view and back", async ({
    page,
  }) => {
    await page.goto(RESULTS);
    await resultCount(page);
    const first = page.getByRole("article").first();
    const name = (await first.textContent())?.slice(0, 80);
    await first.getByRole("button", { name: "Ver más detalle" }).click();
    await first.getByRole("button", { name: "Ver más información" }).click();
    await expect(first.getByRole("group", { name: "Ver más detalle" })).toBeVisible();

    // Down to the pager: the windowed list no longer draws the first card.
    await page.getByRole("navigation", { name: /Paginación|Páginas/ }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("group", { name: "Ver más detalle" })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const back = page.getByRole("article").first();
    await expect(back).toBeVisible();
    expect((await back.textContent())?.slice(0, 80)).toBe(name);
    await expect(back.getByRole("group", { name: "Ver más detalle" })).toBeVisible();
    await expect(back.getByRole("button", { name: "Ocultar detalle" })).toHaveAttribute("aria-expanded", "true");
    await expect(back.getByRole("button", { name: "Ocultar información" })).toHaveAttribute("aria-expanded", "true");
  });

  test("a flexible search answers the days around the searched ones, more results than the same fixed search", async ({
    page,
  }) => {
    await page.goto(RESULTS);
    const fixed = await resultCount(page);
    await page.goto(FLEXIBLE);
    const flexible = await resultCount(page);
    expect(flexible).toBeGreaterThan(fixed);
  });
});

for (const [size, viewport] of [
  ["phone", VIEWPORTS.phone],
  ["desktop", VIEWPORTS.desktop],
] as const) {
  test(`the flight filter panel's checkboxes and radios pass axe-core's target-size rule (${size})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(RESULTS);
    await resultCount(page);
    const panel = page.getByRole("complementary", { name: "Filtros", exact: true });
    // The panel's code arrives after the results: until then there is no panel and so no fold to count.
    await expect(panel).toBeVisible();
    // Every fold opened, one at a time as a person does (on a phone the panel's own toggle first).
    const folded = panel.locator("button[aria-expanded='false']");
    while ((await folded.count()) > 0) {
      const fold = folded.first();
      const id = (await fold.getAttribute("id")) ?? "";
      await clickWhenStill(fold);
      await expect(panel.locator(`[id="${id}"]`)).toHaveAttribute("aria-expanded", "true");
    }
    await expect(panel.getByRole("checkbox").first()).toBeVisible();
    expect(await targetSizeViolations(page, "aside[aria-label='Filtros']")).toEqual([]);
    await attachScreenshot(page, testInfo, `flight-filters-target-size-${size}`);
  });
}
