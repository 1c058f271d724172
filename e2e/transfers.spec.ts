import { expect, type Page, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import { attachScreenshot, expectNoAxeViolations, VIEWPORTS } from "./support/portal";

/*
 * Transfers, as an agent sells one on a phone: the home box (airport → hotel, round trip, 2 adults and a child aged 5),
 * the results with a filter, then a private transfer added to a budget, which the budget detail lists with its price.
 */

const signIn = async (page: Page) => {
  const reply = await page.request.post("/api/login", { data: { username: "agente", password: "demo1234" } });
  expect(reply.ok()).toBe(true);
};

const choose = async (page: Page, field: string, term: string, option: RegExp) => {
  await page.locator(`#transfer-${field}`).fill(term);
  await page.getByRole("option", { name: option }).first().click();
};

// At desktop the same box, results and add are the three-products journey's first steps (three-products-budget.spec).
for (const [name, viewport] of [["phone", VIEWPORTS.phone]] as const) {
  test(`an agent searches a round-trip transfer airport → hotel, filters and adds one to a budget (${name})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto("/");
    await page.getByRole("tab", { name: "Traslados", exact: true }).click();
    const form = page.getByRole("form", { name: "Traslados" });
    await expect(form).toBeVisible();
    await form.getByRole("radio", { name: "Ida y vuelta" }).check();
    await choose(page, "from", "Ezeiza", /\(EZE\), Buenos Aires/);
    await choose(page, "to", "Palermo", /^Rosal Apart Hotel Palermo/);
    const outbound = dayOfNextMonth(8);
    const inbound = dayOfNextMonth(15);
    await page.locator("#transfer-outboundDate").click();
    for (const day of [outbound, inbound]) await page.locator(`button[data-date="${day}"]`).click();
    if (name === "phone") await page.getByRole("button", { name: "Confirmar" }).click();
    await page.locator("#transfer-outboundTime").selectOption("09:30");
    await page.locator("#transfer-inboundTime").selectOption("18:00");
    await page.locator("#transfer-children").selectOption("1");
    await page.locator("#transfer-childAge-0").selectOption("5");
    await page.screenshot({ path: testInfo.outputPath(`transfer-box-${name}.png`) });
    await form.getByRole("button", { name: "Buscar", exact: true }).click();

    await expect(page).toHaveURL(
      new RegExp(`/transfer/results/airport:EZE:[^/]+/hotel:[^/]+/${outbound}T0930;${inbound}T1800/2-1:5/2$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Rosal Apart Hotel Palermo");
    const count = page.locator("#transfer-count");
    await expect(count).toContainText("traslados");
    const before = await count.textContent();
    // On a phone the filters fold behind one toggle above the list.
    if (name === "phone") await page.getByText("Mostrar filtros").click();
    await page
      .getByRole("group", { name: "Tipo de servicio" })
      .getByLabel(/^Privado/)
      .check();
    await expect(page).toHaveURL(/\?type=private$/);
    await expect(count).not.toHaveText(before ?? "");
    const card = page.getByRole("article").first();
    await expect(card.getByRole("heading", { name: /^Privado · / })).toBeVisible();
    await expect(card.getByText(/por vehículo$/)).toBeVisible();
    await expect(card.getByText("Precio de ida y vuelta")).toBeVisible();
    await expectNoAxeViolations(page, `transfer results ${name}`);
    await attachScreenshot(page, testInfo, `transfer-results-${name}`);
    await page.screenshot({ path: testInfo.outputPath(`transfer-results-${name}.png`), fullPage: name === "desktop" });

    const added = page.waitForResponse((response) => response.url().endsWith("/api/budget/addProduct"));
    await card.getByRole("button", { name: /Agregar a/ }).click();
    const reply = await added;
    expect(reply.status(), await reply.text()).toBe(200);
    // The agent's portal quotes in trips: the add opens the trip, which lists the transfer as its own item.
    await expect(page).toHaveURL(/\/v3\/trip\/edit\//);
    const item = page.getByText(/^Traslado privado · .+ → Rosal Apart Hotel Palermo/).first();
    await expect(item).toBeVisible();
    await expect(page.getByText("Traslados", { exact: true }).first()).toBeVisible();
    await attachScreenshot(page, testInfo, `transfer-trip-${name}`);
    await page.screenshot({ path: testInfo.outputPath(`transfer-trip-${name}.png`) });
  });
}

test("an agent whose record does not allow transfers has no transfer box, and a transfer address says it is not offered", async ({
  page,
}) => {
  const reply = await page.request.post("/api/login", { data: { username: "agente.moroso", password: "demo1234" } });
  expect(reply.ok()).toBe(true);
  await page.goto("/");
  await expect(page.getByRole("tab", { name: "Hoteles", exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Traslados", exact: true })).toHaveCount(0);
  await page.goto(`/transfer/results/airport:EZE:Ezeiza/city:BUE:Buenos%20Aires/${dayOfNextMonth(8)}T0930/2-0/2`);
  await expect(page.getByRole("alert")).toHaveText(/Los traslados no se ofrecen en este portal/);
});
