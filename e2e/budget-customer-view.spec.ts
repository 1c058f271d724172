import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { dayFromToday } from "./support/dates";
import { expectNoAxeViolations, PORTAL_LANGUAGES, VIEWPORTS } from "./support/portal";

// The customer's view of a budget. `agente` writes a quotation for Ana with a note only for themselves and a Madrid
// hotel in it, creates the customer's link on the budget's page and mails it (the demo outbox). Ana opens it on her
// phone with no login: the hotel, its dates, price and cancellation terms, never the agent's note. The agent sees it
// was opened and revokes it; Ana's next load says so.

const AGENT = { username: "agente", password: "demo1234" };
const NOTE = "Comisión 12% · neto USD 100";
const TITLE = "Madrid para Ana";
const PRINT = { es: "Imprimir / PDF", en: "Print / PDF", pt: "Imprimir / PDF" } as const;

/** A full-page screenshot kept in the test's output folder (to look at) and attached to the report. */
const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
};

/** A new budget of the agent's, with a note and the first Madrid hotel's first rate; its id. */
const budgetWithHotel = async (page: Page): Promise<string> => {
  expect((await page.request.post("/api/login", { data: AGENT })).ok()).toBe(true);
  const created = await page.request.post("/api/budget/create", {
    data: { budget: { title: TITLE, firstName: "Ana", lastName: "Gómez", comments: NOTE } },
  });
  expect(created.ok()).toBe(true);
  const { budgetId } = (await created.json()) as { budgetId: string };
  const [checkIn, checkOut] = [dayFromToday(40), dayFromToday(43)];
  const search = await page.request.post("/api/v1/hotels/search", {
    data: { url: `/hotel/results/MAD/${checkIn}/${checkOut}/2-0` },
  });
  const hotels = ((await search.json()) as { hotels: { rates: { tripProductID: string }[] }[] }).hotels;
  const added = await page.request.post("/api/budget/addProduct", {
    data: {
      product: "hotel",
      rateId: hotels[0]?.rates[0]?.tripProductID,
      budgetId,
      parameters: { checkIn, checkOut },
      occupancy: "2-0",
    },
  });
  expect(added.ok()).toBe(true);
  return budgetId;
};

test("an agent sends a budget's link, the customer reads it on a phone, the agent sees it opened and revokes it", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const budgetId = await budgetWithHotel(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(`/mybudgets/${budgetId}`);
  await expect(page.getByTestId("budget-item")).toHaveCount(1);
  const share = page.getByRole("region", { name: "Enviar al cliente" });
  await share.getByRole("button", { name: "Crear enlace para el cliente" }).click();
  const linkField = share.getByRole("textbox", { name: "Enlace para el cliente" });
  await expect(linkField).toHaveValue(/\/presupuesto\/[A-Za-z0-9_-]{43}$/);
  const url = await linkField.inputValue();
  await expect(share.getByTestId("share-state")).toContainText("El cliente todavía no lo abrió");
  const whatsApp = await share.getByRole("link", { name: "Enviar por WhatsApp" }).getAttribute("href");
  expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(whatsApp?.split("text=")[1] ?? "")).toContain(url);

  // By e-mail: the mail with the link lands in the demo's outbox.
  await share.getByRole("textbox", { name: "E-mail del cliente" }).fill("ana@example.com");
  await share.getByRole("button", { name: "Enviar por e-mail" }).click();
  await expect(share.getByRole("status")).toHaveText("Enlace enviado a ana@example.com");
  const outbox = (await (await page.request.get("/api/outbox")).json()) as { messages: { to: string; body: string }[] };
  const mail = outbox.messages.find((one) => one.to === "ana@example.com");
  expect(mail?.body).toContain(url);
  expect(mail?.body).not.toContain(NOTE);
  await expectNoAxeViolations(page, "budget detail with its customer link");
  await shoot(page, testInfo, "agent-link-created");

  // The customer, on a phone, with no session.
  const phone = await browser.newContext({ baseURL, viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(url);
  await expect(customer.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(customer.getByText("Para Ana Gómez")).toBeVisible();
  const item = customer.getByTestId("customer-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Hotel");
  await expect(item).toContainText("Si cancelás");
  await expect(item.locator("dd").nth(1)).toContainText(/\d/);
  await expect(customer.getByTestId("customer-total")).toContainText("Total");
  await expect(customer.getByRole("button", { name: "Imprimir / PDF" })).toBeVisible();
  const text = ((await customer.locator("body").textContent()) ?? "").toLowerCase();
  for (const hidden of [NOTE.toLowerCase(), "comisión", "neto", "cerrar sesión", "ingresar"])
    expect(text).not.toContain(hidden);
  await expectNoAxeViolations(customer, "customer's view at phone size");
  await shoot(customer, testInfo, "customer-phone");
  await customer.emulateMedia({ media: "print" });
  await expect(customer.getByRole("button", { name: "Imprimir / PDF" })).toBeHidden();
  await shoot(customer, testInfo, "customer-print");
  await customer.emulateMedia({ media: "screen" });
  // The same view in each language the portal speaks, at phone and desktop size, axe-clean.
  for (const language of PORTAL_LANGUAGES) {
    await phone.addCookies([{ name: "ml", value: language, url: baseURL ?? "" }]);
    for (const size of ["phone", "desktop"] as const) {
      await customer.setViewportSize(VIEWPORTS[size]);
      await customer.reload();
      await expect(customer.getByRole("button", { name: PRINT[language] })).toBeVisible();
      await expectNoAxeViolations(customer, `customer's view in ${language} at ${size} size`);
    }
  }
  await shoot(customer, testInfo, "customer-desktop-pt");
  await phone.addCookies([{ name: "ml", value: "es", url: baseURL ?? "" }]);
  await customer.setViewportSize(VIEWPORTS.phone);

  // Back on the agent's page: opened, then revoked.
  await page.reload();
  await expect(share.getByTestId("share-state")).toContainText("Abierto por el cliente");
  await share.getByRole("button", { name: "Revocar enlace" }).click();
  await expect(share.getByTestId("share-state")).toContainText("Revocado el");
  await expect(share.getByRole("button", { name: "Crear un enlace nuevo" })).toBeVisible();
  await shoot(page, testInfo, "agent-link-revoked");

  await customer.reload();
  await expect(customer.getByRole("alert")).toHaveText("Este enlace fue revocado por tu agente de viajes.");
  await expect(customer.getByTestId("customer-item")).toHaveCount(0);
  await shoot(customer, testInfo, "customer-revoked");
  await phone.close();
});
