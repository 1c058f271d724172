import { expect, type Page, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import { attachScreenshot, useLanguage as chooseLanguage, expectNoAxeViolations, VIEWPORTS } from "./support/portal";

/*
 * Activities, as an agent sells one: the home box (destination, days, 2 adults and children aged 4 and 9), the
 * results with a filter, the detail with a day, a slot and the party priced (the add to a budget is the
 * three-products journey's).
 */

const signIn = async (page: Page) => {
  const reply = await page.request.post("/api/login", { data: { username: "agente", password: "demo1234" } });
  expect(reply.ok()).toBe(true);
};

for (const [name, viewport] of [
  ["desktop", VIEWPORTS.desktop],
  ["phone", VIEWPORTS.phone],
] as const) {
  test(`an agent searches activities, filters, picks a slot for 2 adults and 2 children and adds it (${name})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto("/");
    await page.getByRole("tab", { name: "Actividades", exact: true }).click();
    const form = page.getByRole("form", { name: "Actividades" });
    await expect(form).toBeVisible();
    await page.locator("#activity-destinationId").fill("Buenos");
    await page
      .getByRole("option", { name: /^Buenos Aires/ })
      .first()
      .click();
    const start = dayOfNextMonth(8);
    const end = dayOfNextMonth(14);
    await page.locator("#activity-from").click();
    for (const day of [start, end]) await page.locator(`button[data-date="${day}"]`).click();
    if (name === "phone") await page.getByRole("button", { name: "Confirmar" }).click();
    await page.locator("#activity-children").selectOption("2");
    await page.locator("#activity-childAge-0").selectOption("4");
    await page.locator("#activity-childAge-1").selectOption("9");
    await form.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/activities/results/BUE/${start}/${end}/2/2:4-9/0`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Actividades en");
    const count = page.locator("#activity-count");
    await expect(count).toContainText("actividades");
    const before = await count.textContent();

    // On a phone the filters sit behind 'Mostrar filtros', so the cards come first.
    if (name === "phone") await page.getByRole("button", { name: "Mostrar filtros" }).click();
    await page
      .getByRole("group", { name: "Categoría" })
      .getByLabel(/Visitas guiadas/)
      .check();
    await expect(page).toHaveURL(/category=tours/);
    await expect(count).not.toHaveText(before ?? "");
    await expectNoAxeViolations(page, `activity results ${name}`);
    await attachScreenshot(page, testInfo, `activity-results-${name}`);
    await page.screenshot({ path: testInfo.outputPath(`activity-results-${name}.png`), fullPage: true });

    await page
      .getByRole("link", { name: /^Ver actividad/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/activities\/detail\//);
    await expect(page.getByRole("heading", { name: "Descripción" })).toBeVisible();
    const date = page.locator("#activity-date");
    const days = await date
      .locator("option")
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter((value) => value !== ""),
      );
    // The first day with a slot that seats the four of them.
    let priced = false;
    for (const day of days) {
      await date.selectOption(day);
      const slots = page.getByRole("radio");
      for (let index = 0; index < (await slots.count()); index++) {
        const slot = slots.nth(index);
        if (await slot.isDisabled()) continue;
        await slot.check();
        // The quote says the price, or why not (sold out, too few seats), once the choice is drawn.
        await expect(page.locator("#activity-quote")).not.toHaveText(/Elegí un horario/);
        if (await page.getByText(/2 adultos ×/).isVisible()) {
          priced = true;
          break;
        }
      }
      if (priced) break;
    }
    expect(priced).toBe(true);
    await expect(page.getByText(/2 adultos ×/)).toBeVisible();
    await expect(page.getByText(/2 menores ×/)).toBeVisible();
    await expectNoAxeViolations(page, `activity detail ${name}`);
    await attachScreenshot(page, testInfo, `activity-detail-${name}`);
    await page.screenshot({ path: testInfo.outputPath(`activity-detail-${name}.png`), fullPage: true });

    // Adding it to a budget, and the budget that shows it, are the three-products journey's (three-products-budget.spec).
  });
}

test("a visitor without activities has no activity tab, and a direct activities address says they are not offered", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("tab", { name: "Hoteles", exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Actividades", exact: true })).toHaveCount(0);
  await page.goto(`/activities/results/BUE/${dayOfNextMonth(8)}/${dayOfNextMonth(14)}/2/0/0`);
  await expect(page.getByRole("alert")).toContainText("Las actividades no están disponibles para tu usuario.");
  await expectNoAxeViolations(page, "activities not offered");
  // A find-activity link (spec 000 §2) says the same on the home page.
  await page.goto(`/#find-activity/BuenosAires/BUE?from=${dayOfNextMonth(8)}&to=${dayOfNextMonth(14)}&adults=2`);
  await expect(page.getByText("Las actividades no se ofrecen en este portal.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/#find-activity\//);
});

test("an agent's find-activity link opens the activity results of the search it carries, as an activities/plus address does", async ({
  page,
}) => {
  await signIn(page);
  const [from, to] = [dayOfNextMonth(8), dayOfNextMonth(14)];
  await page.goto(`/#find-activity/BuenosAires/BUE?from=${from}&to=${to}&adults=2&children=2:4-9`);
  await expect(page).toHaveURL(new RegExp(`/activities/results/BUE/${from}/${to}/2/2:4-9/0\\?name=Buenos%20Aires$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Actividades en");
  const count = await page.locator("#activity-count").textContent();
  // The same search from a place (an activities/plus address, the party at segments 8 to 10) lists the same.
  await page.goto(`/activities/plus/results/BUE/poi:-34.6037,-58.3816/${from}/${to}/2/2:4-9/0?name=Buenos%20Aires`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Actividades en Buenos Aires");
  await expect(page.locator("#activity-count")).toHaveText(count ?? "");
});

test("the activity results and detail read in English and Portuguese, axe clean at phone and desktop", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const results = `/activities/results/BUE/${dayOfNextMonth(8)}/${dayOfNextMonth(14)}/2/1:7/0`;
  for (const [language, heading, detail] of [
    ["en", "Activities in", "Description"],
    ["pt", "Atividades em", "Descrição"],
  ] as const) {
    await chooseLanguage(page, baseURL ?? "", language);
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await page.goto(results);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await expectNoAxeViolations(page, `activity results ${language} ${viewport.width}`);
      await page.locator("article a").first().click();
      await expect(page.getByRole("heading", { name: detail })).toBeVisible();
      await expectNoAxeViolations(page, `activity detail ${language} ${viewport.width}`);
    }
  }
});
