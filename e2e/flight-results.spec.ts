import { expect, type Locator, type Page, test } from "@playwright/test";
import { attachScreenshot, expectNoAxeViolations, PORTAL_LANGUAGES, useLanguage, VIEWPORTS } from "./support/portal";

/*
 * Flight results (spec 002 §2, §4, §8, §9): from the home flight box to Buenos Aires – Miami, sort by duration, a
 * card's detail and fare rules, outbound then return added to a new budget as `agente`; the URL keeps the sort
 * through reload, back and forward; the same page in en and pt; the search failure; axe-core with a card open.
 */

const pad = (value: number) => String(value).padStart(2, "0");

/** Day `day` of next month, `YYYY-MM-DD`: the desktop calendar always shows all of next month, all of it ahead. */
const dayOfNextMonth = (day: number): string => {
  const first = new Date();
  first.setDate(1);
  first.setMonth(first.getMonth() + 1);
  return `${first.getFullYear()}-${pad(first.getMonth() + 1)}-${pad(day)}`;
};

const logIn = async (page: Page, username: string) => {
  expect((await page.request.post("/api/login", { data: { username, password: "demo1234" } })).ok()).toBe(true);
};

const setScenarios = async (page: Page, names: readonly string[]) => {
  expect((await page.request.post("/api/demo/scenario", { data: { names } })).ok()).toBe(true);
};

/** Types into a place box and chooses the suggestion that starts with this name. */
const choose = async (page: Page, input: Locator, typed: string, name: string) => {
  await input.fill(typed);
  await page.getByRole("option", { name: new RegExp(`^${name}( |$)`) }).click();
};

const RESULTS = `/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/${dayOfNextMonth(8)};${dayOfNextMonth(15)}/0/0/ALL/-/-`;

/** The results have come: the count line shows. */
const waitForResults = (page: Page, count: RegExp) => expect(page.getByText(count)).toBeVisible();

test.describe("flight results, desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("an agent goes from the home box to Buenos Aires – Miami, sorts, reads a card and adds both legs", async ({
    page,
  }, testInfo) => {
    await logIn(page, "agente");
    await page.goto("/");
    await page.getByRole("tab", { name: "Vuelos", exact: true }).click();
    const form = page.getByRole("form", { name: "Vuelos" });
    await choose(page, page.locator("#flight-origins"), "Bue", "Buenos Aires, Argentina");
    await page.locator("#flight-origins").press("Escape");
    await choose(page, page.locator("#flight-destinationId"), "Mia", "Miami, Estados Unidos");
    await page.locator("#flight-departure").click();
    for (const day of [dayOfNextMonth(8), dayOfNextMonth(15)]) await page.locator(`button[data-date="${day}"]`).click();
    await form.getByRole("button", { name: "Buscar", exact: true }).click();

    await expect(page).toHaveURL(/\/flight\/results\/[^/]+\/1-0\/BUE\/[^/]+\/MIA\//);
    await expect(page.getByRole("heading", { level: 1, name: /^Vuelos a Miami/ })).toBeVisible();
    await waitForResults(page, /^\d+ resultados$/);
    await expect(page.getByRole("button", { name: "Actualizar", exact: true })).toBeVisible();

    // Sort by duration: the URL carries it.
    await page.getByLabel("Ordenar por").selectOption({ label: "Duración" });
    await expect(page).toHaveURL(/sorting=DURATION%3AASC/);
    await waitForResults(page, /^\d+ resultados$/);

    // A card's detail and fare rules.
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: "Ver más detalle" }).click();
    await expect(card.getByRole("group", { name: "Ver más detalle" })).toContainText(/Vuelo [A-Z0-9]{2}\d+/);
    await card.getByRole("button", { name: "Ver más información" }).click();
    const info = card.getByRole("group", { name: "Ver más información" });
    await expect(info.getByText("Cambios", { exact: true }).first()).toBeVisible();
    await expect(info).toContainText("Restricciones");

    // Outbound, then return; then the flight goes into a new quotation (`agente`'s portal has the pricer on).
    const bar = page.getByRole("region", { name: "Tu selección" });
    await expect(bar).toContainText("Elegí el vuelo de ida para continuar.");
    await expect(bar.getByRole("button", { name: "Agregar a cotización" })).toBeDisabled();
    await card
      .getByRole("button", { name: /^Elegir el vuelo de IDA/ })
      .first()
      .click();
    await expect(bar).toContainText("Elegí el vuelo de vuelta para continuar.");
    await card
      .getByRole("button", { name: /^Elegir el vuelo de VUELTA/ })
      .first()
      .click();
    await attachScreenshot(page, testInfo, "flight-results-chosen-desktop");
    await bar.getByRole("button", { name: "Agregar a cotización" }).click();
    // The shared add-to-budget behaviour goes on to the new trip, which holds the flight.
    await expect(page).toHaveURL(/\/v3\/trip\/edit\/\d+$/);
    const tripId = page.url().split("/").pop() ?? "";
    const trip = await (await page.request.get(`/api/budget/get/${tripId}`)).text();
    expect(trip).toContain('"product":"flight"');

    // Back, reload, back and forward: the URL keeps the sort.
    await page.goBack();
    await expect(page).toHaveURL(/sorting=DURATION%3AASC/);
    await waitForResults(page, /^\d+ resultados$/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("DURATION:ASC");
    await page.reload();
    await waitForResults(page, /^\d+ resultados$/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("DURATION:ASC");
    await page.goBack();
    await expect(page).not.toHaveURL(/sorting=/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("PRICE:ASC");
    await page.goForward();
    await expect(page).toHaveURL(/sorting=DURATION%3AASC/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("DURATION:ASC");
  });

  const texts = {
    en: { title: /^Flights to Miami/, count: /^\d+ results$/, sort: "Sort by", leg: "OUTBOUND" },
    pt: { title: /^Voos para Miami/, count: /^\d+ resultados$/, sort: "Ordenar por", leg: "IDA" },
  } as const;
  for (const language of ["en", "pt"] as const) {
    test(`the same page in ${language}, sorted by duration`, async ({ page, baseURL }) => {
      await useLanguage(page, baseURL ?? "", language);
      await page.goto(`${RESULTS}?sorting=DURATION%3AASC`);
      await expect(page.getByRole("heading", { level: 1, name: texts[language].title })).toBeVisible();
      await waitForResults(page, texts[language].count);
      await expect(page.getByLabel(texts[language].sort)).toHaveValue("DURATION:ASC");
      await expect(page.getByRole("article").first()).toContainText(texts[language].leg);
    });
  }

  test("the busy pair answers 10,000 solutions and the page stays under 800 elements with a card open", async ({
    page,
  }) => {
    const busy = `/flight/results/S%C3%A3o%20Paulo/1-0/SAO/Nueva%20York/NYC/${dayOfNextMonth(8)};${dayOfNextMonth(15)}/0/0/ALL/-/-`;
    await page.goto(busy);
    await waitForResults(page, /^10000 resultados$/);
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: "Ver más detalle" }).click();
    await card.getByRole("button", { name: "Ver más información" }).click();
    await expect(card.getByRole("group", { name: "Ver más información" })).toContainText("Restricciones");
    const elements = () => page.evaluate(() => document.querySelectorAll("*").length);
    expect(await elements()).toBeLessThanOrEqual(800);
    await page.getByRole("navigation", { name: "Paginación" }).getByRole("button", { name: "Página 3" }).click();
    await expect(page).toHaveURL(/pagination.currentPage=3/);
    await waitForResults(page, /^10000 resultados$/);
    expect(await elements()).toBeLessThanOrEqual(800);
  });

  test("a failed search says 'Fallo al recuperar los resultados'; a bad address says it cannot read it", async ({
    page,
  }) => {
    await setScenarios(page, ["search-fail"]);
    await page.goto(RESULTS);
    await expect(page.getByRole("alert")).toContainText("Fallo al recuperar los resultados");
    await setScenarios(page, []);
    await page.goto("/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/mañana/0/0/ALL/-/-");
    await expect(page.getByRole("alert")).toContainText("No pudimos leer esta búsqueda.");
    await expect(page.getByRole("button", { name: "Buscar", exact: true })).toBeVisible();
  });
});

for (const language of PORTAL_LANGUAGES) {
  for (const viewport of ["phone", "desktop"] as const) {
    test(`axe-core: no violation with a card's detail open (${language}, ${viewport})`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await useLanguage(page, baseURL ?? "", language);
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto(RESULTS);
      const card = page.getByRole("article").first();
      await card.locator("button[aria-expanded]").first().click();
      await expect(card.locator("[tabindex='0']")).toBeVisible();
      await expectNoAxeViolations(page, `${language} ${viewport}`);
      await attachScreenshot(page, testInfo, `flight-results-${language}-${viewport}`);
    });
  }
}
