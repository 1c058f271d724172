import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { dayFromToday } from "./support/dates";
import {
  attachScreenshot,
  atViewports,
  useLanguage as chooseLanguage,
  expectHotelSearchComplete,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  VIEWPORTS,
} from "./support/portal";
import { holdScripts } from "./support/standIn";

// The product tour (issue 40 item 6) as a first-time visitor meets it: playwright.config.ts starts every other spec
// as someone who closed it, so this file starts with an empty browser.
test.use({ storageState: { cookies: [], origins: [] } });

const STEP_TITLES = {
  es: ["Empezá por acá", "Filtrá los resultados", "Armá tu presupuesto"],
  en: ["Start here", "Filter the results", "Build your budget"],
  pt: ["Comece por aqui", "Filtre os resultados", "Monte seu orçamento"],
} as const;

/** The tour the page draws (in `#root`), not the first step the home's document carries until then (outside it). */
const tourOf = (page: Page) => page.locator("#root").getByRole("dialog");

/** A browser of its own with nothing remembered: a new visitor, or a user once signed in. */
const freshPage = async (browser: Browser, username?: string) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  if (username !== undefined)
    expect((await page.request.post("/api/login", { data: { username, password: "demo1234" } })).ok()).toBe(true);
  return page;
};

/** How far apart two boxes are along one axis: negative when they overlap on it. */
const apart = (a: number, aSize: number, b: number, bSize: number) =>
  b >= a + aSize ? b - (a + aSize) : a - (b + bSize);

/** Whether a box covers part of another on screen. */
const overlaps = (one: Rect, other: Rect) =>
  apart(one.x, one.width, other.x, other.width) < 0 && apart(one.y, one.height, other.y, other.height) < 0;

type Rect = { x: number; y: number; width: number; height: number };

/**
 * The tour's box lies inside the screen, and beside (not over) the element its step points at: below or above it, or
 * to its side when the element is taller than the screen (the results' filters column).
 */
const expectBeside = async (page: Page, anchor: string) => {
  const box = await tourOf(page).boundingBox();
  const target = await page.locator(`[data-tour="${anchor}"]`).first().boundingBox();
  const viewport = page.viewportSize();
  if (box === null || target === null || viewport === null) throw new Error("the tour or its anchor is not shown");
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const vertical = apart(box.y, box.height, target.y, target.height);
  const horizontal = apart(box.x, box.width, target.x, target.width);
  expect(Math.max(vertical, horizontal)).toBeGreaterThanOrEqual(7);
};

/** The tour's box covers no part of what `covered` finds. */
const expectUncovered = async (page: Page, covered: Locator) => {
  const [box, other] = [await tourOf(page).boundingBox(), await covered.boundingBox()];
  if (box === null || other === null) throw new Error("the tour or the element is not shown");
  expect(overlaps(box, other)).toBe(false);
};

test("a first-time visitor is guided with the keyboard, closes the guide, and does not see it again", async ({
  page,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/");
  const tour = tourOf(page);
  await expect(tour).toHaveAccessibleName(STEP_TITLES.es[0]);
  await expect(tour).toBeFocused();
  await expect(tour).toContainText("Paso 1 de 3");
  await expectBeside(page, "search");
  await attachScreenshot(page, testInfo, "tour step 1, desktop");

  // Close, then 'Siguiente' (no 'Anterior' on step 1); the focus moves into each new step.
  await page.keyboard.press("Tab");
  await expect(tour.getByRole("button", { name: "Cerrar la guía" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(tour.getByRole("button", { name: "Siguiente" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tour).toHaveAccessibleName(STEP_TITLES.es[1]);
  await expect(tour).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(tour.getByRole("button", { name: "Anterior" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tour).toHaveAccessibleName(STEP_TITLES.es[0]);

  // Escape closes it, and the focus goes back to the page.
  await page.keyboard.press("Escape");
  await expect(tour).toHaveCount(0);
  await expect(page.locator("#main")).toBeFocused();

  await page.reload();
  await expect(page.locator('[data-tour="search"]')).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: "Buscar" }).first()).toBeEnabled();
  await expect(tour).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("travesia.tourSeen.visitor"))).toBe("1");
});

test("each step beside its element at phone and desktop; the administrator rewrites step 1 and a new visitor reads it; axe in es, en and pt", async ({
  browser,
  baseURL,
}, testInfo) => {
  const [checkIn, checkOut] = [dayFromToday(60), dayFromToday(63)];
  const results = `/hotel/results/MAD/${checkIn}/${checkOut}/2-0`;
  const agent = await freshPage(browser, "agente");
  const reply = await agent.request.post("/api/v1/hotels/search", { data: { url: results } });
  const { hotels } = (await reply.json()) as { hotels: { hotelDetailId: string; rates: unknown[] }[] };
  const hotel = hotels.find((cluster) => cluster.rates.length > 0);
  if (hotel === undefined) throw new Error("no Madrid hotel with rates");
  const detail = `/hotel/details/hotel/${hotel.hotelDetailId}/${checkIn}/${checkOut}/2-0/MAD`;

  await atViewports(agent, ["phone", "desktop"], async (viewport) => {
    for (const [url, anchor, title] of [
      ["/", "search", STEP_TITLES.es[0]],
      [results, "filters", STEP_TITLES.es[1]],
      [detail, "addToBudget", STEP_TITLES.es[2]],
    ] as const) {
      await agent.goto(url);
      await expect(tourOf(agent)).toHaveAccessibleName(title);
      await expectBeside(agent, anchor);
      // The results' filters column is taller than the screen: on a desktop the box goes to its right, not above it
      // over the sort.
      if (anchor === "filters" && viewport === "desktop") {
        const [box, filters] = [
          await tourOf(agent).boundingBox(),
          await agent.locator('[data-tour="filters"]').boundingBox(),
        ];
        expect((box?.x ?? 0) - ((filters?.x ?? 0) + (filters?.width ?? 0))).toBeGreaterThanOrEqual(7);
        await expectUncovered(agent, agent.getByRole("combobox", { name: "Ordenar por" }));
      }
      // Each step's box (step 1's in en and pt below too), on its page once its results stop changing.
      if (anchor === "filters") await expectHotelSearchComplete(agent);
      await expectNoAxeViolations(agent, `tour ${anchor} es ${viewport}`);
      await attachScreenshot(agent, testInfo, `tour ${anchor}, ${viewport}`);
    }
  });

  // Steps 2 and 3 in English and Portuguese too (step 1's are scanned below, after the administrator's change).
  await atViewports(agent, ["phone", "desktop"], async (viewport) => {
    for (const language of ["en", "pt"] as const) {
      await chooseLanguage(agent, baseURL ?? "", language);
      for (const [url, step] of [
        [results, 1],
        [detail, 2],
      ] as const) {
        await agent.goto(url);
        await expect(tourOf(agent)).toHaveAccessibleName(STEP_TITLES[language][step]);
        if (step === 1) await expectHotelSearchComplete(agent);
        await expectNoAxeViolations(agent, `tour step ${step + 1} ${language} ${viewport}`);
      }
    }
  });
  await chooseLanguage(agent, baseURL ?? "", "es");

  // A person on a phone scrolls the home's search box (taller than the screen) to its button: the box stays off it.
  await agent.setViewportSize(VIEWPORTS.phone);
  await agent.goto("/");
  await expect(tourOf(agent)).toHaveAccessibleName(STEP_TITLES.es[0]);
  const searchBox = agent.locator('[data-tour="search"]');
  // Scrolled as a person does, again if the page was still growing under the first scroll (its boxes, its offers).
  await expect
    .poll(async () => {
      await agent.evaluate((by) => window.scrollBy(0, by), ((await searchBox.boundingBox())?.y ?? 0) + 12);
      return (await searchBox.boundingBox())?.y;
    })
    .toBeLessThan(0);
  await expect.poll(async () => (await tourOf(agent).boundingBox())?.y).toBe(8);
  await expectUncovered(agent, searchBox.getByRole("button", { name: "Buscar" }));
  await attachScreenshot(agent, testInfo, "tour search scrolled, phone");

  // The administrator rewrites step 1's title in Spanish in the back office.
  const admin = await freshPage(browser, "admin");
  await admin.goto("/");
  await admin.getByRole("link", { name: "Administración" }).click();
  await admin.getByRole("link", { name: "Guía del portal" }).click();
  await expect(admin).toHaveURL(/\/admin\/tour$/);
  await expectNoAxeViolations(admin, "admin tour module");
  const step1 = admin.getByTestId("tour-step-search");
  await step1.getByRole("textbox", { name: "Título" }).fill("Tu viaje empieza acá");
  await step1.getByRole("button", { name: "Guardar el paso 1" }).click();
  await expect(step1.getByRole("status")).toHaveText("Paso guardado.");

  const visitor = await freshPage(browser);
  await visitor.goto("/");
  await expect(tourOf(visitor)).toHaveAccessibleName("Tu viaje empieza acá");

  await atViewports(visitor, ["phone", "desktop"], async (viewport) => {
    for (const language of PORTAL_LANGUAGES) {
      await chooseLanguage(visitor, baseURL ?? "", language);
      await visitor.goto("/");
      await expect(tourOf(visitor)).toHaveAccessibleName(
        language === "es" ? "Tu viaje empieza acá" : STEP_TITLES[language][0],
      );
      await expectNoAxeViolations(visitor, `tour ${language} ${viewport}`);
    }
  });

  // An empty title gives the default back (the demo server lives as long as the run: the next test reads it).
  await step1.getByRole("textbox", { name: "Título" }).fill("");
  await step1.getByRole("button", { name: "Guardar el paso 1" }).click();
  await expect(step1.getByRole("status")).toHaveText("Paso guardado.");
  expect(
    ((await visitor.request.get("/api/tour/es").then((reply) => reply.json())) as { steps: { title: string }[] })
      .steps[0]?.title,
  ).toBe(STEP_TITLES.es[0]);
});

// The first step comes with the home's document: the portal's server writes the tour's texts into it, and the home's
// inline script shows and places the step before the first paint on a first visit; the tour takes it over, in the
// same place, once its code is there. In this file, so that it never runs while the test above has rewritten step 1.

const STAND_IN_BOX = "#tour-stand-in [data-testid='product-tour']";

/** The step as the document carries it: inert and hidden from assistive technology, so read by its markup. */
const standInOf = (page: Page) => page.locator("#tour-stand-in [data-testid='product-tour']");

const boxOf = async (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });

/**
 * A button of the document's step pressed before the scripts ran ('Siguiente', 'Anterior'): the guide, once there,
 * starts at the step it asked for, takes the focus, and the document's step is gone.
 */
const expectStepKept = async (
  page: Page,
  url: string,
  step: { readonly from: string; readonly button: string; readonly to: string; readonly number: number },
) => {
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.getByRole("dialog", { name: step.from }).getByRole("button", { name: step.button }).click();
  await release();
  const tour = page.getByRole("dialog", { name: step.to });
  await expect(tour).toBeFocused();
  await expect(tour).toContainText(`Paso ${step.number} de 3`);
  await expect(page.locator("#tour-stand-in")).toHaveCount(0);
};

test.describe("a first visit, before the scripts run", () => {
  for (const size of ["phone", "desktop"] as const)
    test(`shows the guide's first step before the scripts run, where the guide then draws it (${size})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(VIEWPORTS[size]);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const release = await holdScripts(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const standIn = standInOf(page);
      await expect(standIn).toBeVisible();
      await expect(standIn.locator("h2")).toHaveText("Empezá por acá");
      await expect(standIn).toContainText("Paso 1 de 3");
      await expect(standIn.getByText("Siguiente")).toBeVisible();
      await attachScreenshot(page, testInfo, `tour stand-in, scripts held (${size})`);
      const drawn = await boxOf(page, STAND_IN_BOX);
      const search = await boxOf(page, "[data-tour='search']");
      // Beside the search box (below it, or above), not over it, and inside the screen.
      expect(drawn.y >= search.y + search.height || drawn.y + drawn.height <= search.y).toBe(true);
      expect(drawn.x + drawn.width).toBeLessThanOrEqual(VIEWPORTS[size].width);
      // A resized window moves the search box: the step follows it, its middle over the box's.
      const middle = (box: { x: number; width: number }) => box.x + box.width / 2;
      await page.setViewportSize({ ...VIEWPORTS[size], width: VIEWPORTS[size].width - 60 });
      await expect
        .poll(async () => {
          const [moved, box] = [await boxOf(page, STAND_IN_BOX), await boxOf(page, "[data-tour='search']")];
          return Math.abs(middle(moved) - middle(box)) < 1 && moved.x !== drawn.x;
        })
        .toBe(true);
      await page.setViewportSize(VIEWPORTS[size]);
      await expect.poll(async () => (await boxOf(page, STAND_IN_BOX)).x).toBe(drawn.x);

      await release();
      const tour = page.getByRole("dialog", { name: "Empezá por acá" });
      await expect(tour).toBeFocused();
      await expect(page.locator("#tour-stand-in")).toHaveCount(0);
      await expect(page.getByTestId("product-tour")).toHaveCount(1);
      const taken = await boxOf(page, "[data-testid='product-tour']");
      for (const side of ["x", "y", "width", "height"] as const)
        expect(Math.abs(taken[side] - drawn[side])).toBeLessThan(1);
      await tour.getByRole("button", { name: "Cerrar la guía" }).click();
      await expect(page.getByTestId("product-tour")).toHaveCount(0);
      expect(errors).toEqual([]);
    });

  for (const how of ["its close button", "Escape"] as const)
    test(`closes the guide for good from its first step before the scripts run (${how})`, async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const standIn = page.getByRole("dialog", { name: "Empezá por acá" });
      const close = standIn.getByRole("button", { name: "Cerrar la guía" });
      if (how === "Escape") await close.press("Escape");
      else await close.click();
      await expect(standIn).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("travesia.tourSeen.visitor"))).toBe("1");
      await release();
      // The header's pieces (the tour's starter among them) are in: the stand-in taken off, no tour drawn.
      await expect(page.locator("#tour-stand-in")).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(standInOf(page)).toBeHidden();
    });

  test("goes on to step 2 when 'Siguiente' was pressed before the scripts ran", ({ page }) =>
    expectStepKept(page, "/", { from: STEP_TITLES.es[0], button: "Siguiente", to: STEP_TITLES.es[1], number: 2 }));

  test("shows the step in the visitor's language", async ({ page, baseURL }) => {
    await chooseLanguage(page, baseURL ?? "", "pt");
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(standInOf(page).locator("h2")).toHaveText("Comece por aqui");
    await expect(standInOf(page)).toContainText("Passo 1 de 3");
    await release();
    await expect(page.getByRole("dialog", { name: "Comece por aqui" })).toBeFocused();
    await expect(page.locator("#tour-stand-in")).toHaveCount(0);
  });
});

// The hotel results' document carries step 2 the same way: a first visit that lands on the results (a shared link, an
// ad) reads it with the page's heading, in the middle of the screen while the filters are not drawn, and the guide
// takes it over beside them, scrolling the page no more than it takes to show them.
test.describe("a first visit to the hotel results, before the scripts run", () => {
  const results = () => `/hotel/results/MAD/${dayFromToday(60)}/${dayFromToday(63)}/2-0`;

  test("shows step 2 with the document, then the guide draws it beside the filters (phone)", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const release = await holdScripts(page);
    await page.goto(results(), { waitUntil: "domcontentloaded" });
    const standIn = standInOf(page);
    await expect(standIn).toBeVisible();
    await expect(standIn.locator("h2")).toHaveText("Filtrá los resultados");
    await expect(standIn).toContainText("Paso 2 de 3");
    await expect(standIn.getByText("Anterior")).toBeVisible();
    await expect(standIn.getByText("Siguiente")).toBeVisible();
    const drawn = await boxOf(page, STAND_IN_BOX);
    expect(drawn.x).toBeGreaterThanOrEqual(0);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    await attachScreenshot(page, testInfo, "tour step 2 stand-in, scripts held (phone)");

    await release();
    const tour = page.getByRole("dialog", { name: "Filtrá los resultados" });
    await expect(tour).toBeFocused();
    await expect(page.locator("#tour-stand-in")).toHaveCount(0);
    await expect(page.getByTestId("product-tour")).toHaveCount(1);
    await expectBeside(page, "filters");
    // Its buttons inside its box: 'Paso 2 de 3', 'Anterior' and 'Siguiente' share a 20rem box.
    const box = await boxOf(page, "[data-testid='product-tour']");
    for (const name of ["Anterior", "Siguiente"]) {
      const button = await tour.getByRole("button", { name }).boundingBox();
      expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(box.x + box.width);
    }
    // The page scrolled only as far as the filters needed: they end at the screen's bottom edge, not in its middle
    // (a scroll to the middle brought the first card's photo in).
    const filters = await page.locator('[data-tour="filters"]').first().boundingBox();
    expect((filters?.y ?? 0) + (filters?.height ?? 0)).toBeGreaterThan(VIEWPORTS.phone.height - 60);
    await attachScreenshot(page, testInfo, "tour step 2 taken over, phone");
    await tour.getByRole("button", { name: "Cerrar la guía" }).click();
    await expect(page.getByTestId("product-tour")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("travesia.tourSeen.visitor"))).toBe("1");
    expect(errors).toEqual([]);
  });

  test("goes back to step 1 when 'Anterior' was pressed before the scripts ran", ({ page }) =>
    expectStepKept(page, results(), { from: STEP_TITLES.es[1], button: "Anterior", to: STEP_TITLES.es[0], number: 1 }));
});

test("a visitor who closed the guide gets no step with the document, and none once the page is drawn", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("travesia.tourSeen.visitor", "1"));
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("h1")).toBeVisible();
  await expect(standInOf(page)).toBeHidden();
  await release();
  await expect(page.locator("#tour-stand-in")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
