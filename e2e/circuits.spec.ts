import { expect, type Page, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import { attachScreenshot, expectNoAxeViolations, layoutShift, VIEWPORTS } from "./support/portal";

/*
 * Circuits, as an agent sells one: the home box (Europe, next month, 3 travellers in 2 rooms), the results with a
 * country filter, the detail with its itinerary and route map, a departure picked and the rooms priced with the
 * single supplement (the add to a budget is the three-products journey's).
 */

const signIn = async (page: Page) => {
  const reply = await page.request.post("/api/login", { data: { username: "agente", password: "demo1234" } });
  expect(reply.ok()).toBe(true);
};

for (const [name, viewport] of [
  ["desktop", VIEWPORTS.desktop],
  ["phone", VIEWPORTS.phone],
] as const) {
  test(`an agent searches circuits, filters, picks a departure and rooms and sees the price (${name})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto("/");
    await page.getByRole("tab", { name: "Circuitos", exact: true }).click();
    const form = page.getByRole("form", { name: "Circuitos" });
    await expect(form).toBeVisible();
    await page.locator("#circuit-region").selectOption("europe");
    // Next month, whatever today is: the box offers this month and the next eleven.
    const month = page.locator("#circuit-month");
    const nextMonth = await month
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean)[1] ?? "");
    await month.selectOption(nextMonth);
    await page.locator("#circuit-travellers").selectOption("3");
    await page.locator("#circuit-rooms").selectOption("2");
    await form.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/circuits/results/europe/${nextMonth}/3/2$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Circuitos en Europa");
    const count = page.locator("#circuit-count");
    await expect(count).toContainText("circuitos");
    const before = await count.textContent();

    // On a phone the filters sit behind 'Mostrar filtros', so the cards come first.
    if (name === "phone") await page.getByText("Mostrar filtros").click();
    await page
      .getByRole("group", { name: "Países" })
      .getByLabel(/España/)
      .check();
    await expect(page).toHaveURL(/country=ES/);
    await expect(count).not.toHaveText(before ?? "");
    // Only circuits with a departure in the month that still seats the three of them.
    await page
      .getByRole("group", { name: "Disponibilidad" })
      .getByLabel(/Con salidas disponibles/)
      .check();
    await expect(page).toHaveURL(/country=ES&available=true/);
    await expect(page.getByRole("article").first()).toContainText(/salidas? disponibles?/);
    await expectNoAxeViolations(page, `circuit results ${name}`);
    await attachScreenshot(page, testInfo, `circuit-results-${name}`);
    await page.screenshot({ path: testInfo.outputPath(`circuit-results-${name}.png`), fullPage: true });

    await page
      .getByRole("link", { name: /^Ver circuito/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/circuits/detail/C\\d+/${nextMonth}/3/2$`));
    await expect(page.getByRole("heading", { name: "Itinerario día a día" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Día 1:/ })).toBeVisible();
    // The route: a line through the stops, drawn by Leaflet once its chunk arrives.
    await expect(page.locator(".leaflet-overlay-pane path").first()).toBeAttached();

    const price = page.locator("#circuit-price");
    await expect(price).toHaveText(/Elegí una salida/);
    const departures = page.getByRole("radio");
    let priced = false;
    for (let index = 0; index < (await departures.count()); index++) {
      const departure = departures.nth(index);
      if (await departure.isDisabled()) continue;
      await departure.check();
      await expect(price).not.toHaveText(/Elegí una salida/);
      if ((await price.textContent())?.includes("Total")) {
        priced = true;
        break;
      }
    }
    expect(priced).toBe(true);
    // Three travellers in two rooms start as a double and a single: the single supplement is part of the price.
    await expect(page.locator("#circuit-room-0")).toHaveValue("double");
    await expect(page.locator("#circuit-room-1")).toHaveValue("single");
    await expect(price).toContainText("3 viajeros ×");
    await expect(price).toContainText("Suplementos de habitación");
    const total = await price.textContent();
    await page.locator("#circuit-room-1").selectOption("double");
    await expect(price).toHaveText("Las habitaciones elegidas no alojan a 3 viajeros.");
    await page.locator("#circuit-room-1").selectOption("single");
    await expect(price).toHaveText(total ?? "");
    await expectNoAxeViolations(page, `circuit detail ${name}`);
    await attachScreenshot(page, testInfo, `circuit-detail-${name}`);
    await page.screenshot({ path: testInfo.outputPath(`circuit-detail-${name}.png`), fullPage: true });

    // Adding it to a budget, and the budget that shows it, are the three-products journey's (three-products-budget.spec).
  });
}

test("an agent's find-circuit link opens the circuit results of the search it carries", async ({ page }) => {
  await signIn(page);
  const month = dayOfNextMonth(1).slice(0, 7);
  await page.goto(`/#find-circuit/Europa/europe?month=${month}&travellers=3&rooms=2`);
  await expect(page).toHaveURL(new RegExp(`/circuits/results/europe/${month}/3/2$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Circuitos en Europa");
});

test("nothing moves while the circuits arrive on a phone: the footer stays below the fold", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  // The search is held until the page shows its loading state, so that state is surely what it shows first (a fixed
  // delay could race the page's first render on a loaded machine).
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route("**/api/v1/circuits/search", async (route) => {
    await answered;
    await route.continue();
  });
  // The page arrives as a static host (or a portal whose booking API is late) sends it: the plain shell, without the
  // search's reply, which the portal's server otherwise writes into it (e2e circuit-first-replies). A URL sorted
  // otherwise than by default gets that shell from this server.
  await page.route("**/circuits/results/**", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const plain = new URL(route.request().url());
    plain.searchParams.set("sort", "priceAsc");
    await route.fulfill({ response: await route.fetch({ url: plain.href }) });
  });
  await page.goto(`/circuits/results/europe/${dayOfNextMonth(1).slice(0, 7)}/3/2`);
  await expect(page.getByText("Buscando...")).toBeVisible();
  answer();
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shift = await layoutShift(page);
  expect(shift.total, `what moved: ${shift.sources.join("; ")}`).toBeLessThan(0.01);
});
