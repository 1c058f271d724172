import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { dayFromToday } from "./support/dates";
import { attachScreenshot, expectNoAxeViolations } from "./support/portal";

// The back office (issue: "an admin area at /admin"): the administrator switches budgeting off and sets a maintenance
// message on the price-GO portal (3: budgets on, pricer off, so its add buttons are budget buttons), an agent of that
// portal sees both at once on his next page load, the change log undoes them; a custom text of the es-AR variant shows
// on the agent's home and is undone too; and an agent is refused the admin area.

const ADMIN = { username: "admin", password: "demo1234" };
const AGENT = { username: "agente.moroso", password: "demo1234" };
const MESSAGE = "Corte programado del sistema el domingo de 2 a 4 h.";
const TITLE = "Armá tu viaje con Travesía";

/** A browser of its own for one user (the administrator and the agent sign in side by side). */
const signedIn = async (browser: Browser, credentials: typeof ADMIN) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post("/api/login", { data: credentials })).ok()).toBe(true);
  return page;
};

/** The detail page of a Madrid hotel with rates for a stay two months ahead, found as the results page finds it. */
const hotelDetailUrl = async (request: APIRequestContext): Promise<string> => {
  const [checkIn, checkOut] = [dayFromToday(60), dayFromToday(63)];
  const reply = await request.post("/api/v1/hotels/search", {
    data: { url: `/hotel/results/MAD/${checkIn}/${checkOut}/2-0` },
  });
  expect(reply.ok()).toBe(true);
  const { hotels } = (await reply.json()) as { hotels: { hotelDetailId: string; rates: unknown[] }[] };
  const hotel = hotels.find((cluster) => cluster.rates.length > 0);
  if (hotel === undefined) throw new Error("no Madrid hotel with rates");
  return `/hotel/details/hotel/${hotel.hotelDetailId}/${checkIn}/${checkOut}/2-0/MAD`;
};

/** What the agent's next page load shows: the hotel's rate rows, with or without their add-to-budget buttons. */
const expectBudgetButtons = async (agent: Page, url: string, shown: boolean) => {
  await agent.goto(url);
  const rows = agent.getByTestId("rate-row");
  await expect(rows.first()).toBeVisible();
  const buttons = agent.getByRole("button", { name: "Agregar a presupuesto" });
  if (shown) await expect(buttons.first()).toBeVisible();
  else await expect(buttons).toHaveCount(0);
};

test("the administrator switches budgeting off, sets a maintenance message and rewrites a text; the agent sees each at once; the change log undoes them; an agent may not enter", async ({
  browser,
  baseURL,
}, testInfo) => {
  const admin = await signedIn(browser, ADMIN);
  const agent = await signedIn(browser, AGENT);
  const detail = await hotelDetailUrl(agent.request);
  await expectBudgetButtons(agent, detail, true);
  await expect(agent.getByTestId("maintenance-banner")).toHaveCount(0);

  // The portals list, then the price-GO portal's settings; the menu keeps "Configuración del portal" current.
  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { level: 1, name: "Administración" })).toBeVisible();
  await admin.getByRole("link", { name: "Editar: Travesía GO" }).click();
  await expect(admin).toHaveURL(/\/admin\/settings\/3$/);
  const menu = admin.getByRole("navigation", { name: "Módulos de administración" });
  await expect(menu.locator("a[aria-current=page]")).toHaveText("Configuración del portal");
  const budgeting = admin.getByRole("switch", { name: "Presupuestos" });
  await expect(budgeting).toBeChecked();
  await expectNoAxeViolations(admin, "on the portal settings form");

  // Keyboard only: the switch, then the message, then save.
  await budgeting.focus();
  await admin.keyboard.press("Space");
  await expect(budgeting).not.toBeChecked();
  await admin.getByRole("textbox", { name: "Mensaje de mantenimiento" }).fill(MESSAGE);
  await admin.getByRole("button", { name: "Guardar" }).press("Enter");
  await expect(admin.getByRole("status").filter({ hasText: "Cambios guardados." })).toBeVisible();
  await attachScreenshot(admin, testInfo, "admin-settings-saved");

  // The agent's next page load: no add-to-budget button, and the B2B maintenance banner with the message.
  await expectBudgetButtons(agent, detail, false);
  await expect(agent.getByRole("region", { name: "Mantenimiento programado" })).toContainText(MESSAGE);
  await attachScreenshot(agent, testInfo, "agent-without-budgets");

  // The change log: who, what, before and after; undo both changes.
  await menu.getByRole("link", { name: "Registro de cambios" }).click();
  await expect(admin).toHaveURL(/\/admin\/audit$/);
  await expect(menu.locator("a[aria-current=page]")).toHaveText("Registro de cambios");
  const budgetingEntry = admin
    .getByTestId("audit-entry")
    .filter({ hasText: "Travesía GO: Presupuestos" })
    .filter({ hasNotText: "Deshace el cambio" })
    .first(); // the newest: the change log lists newest first, and a demo server may hold an earlier run's
  await expect(budgetingEntry).toContainText("Activado");
  await expect(budgetingEntry).toContainText("Desactivado");
  await expect(budgetingEntry).toContainText("admin");
  await expectNoAxeViolations(admin, "on the change log");
  // The change log is the whole portal's: other journeys' undos (hotels, content, tour) and an earlier run's may be in it.
  const portalUndos = admin
    .getByTestId("audit-entry")
    .filter({ hasText: "Deshace el cambio" })
    .filter({ hasText: "Travesía GO" });
  const undosBefore = await portalUndos.count();
  await budgetingEntry.getByRole("button", { name: "Deshacer el cambio de Travesía GO: Presupuestos" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Cambio deshecho." })).toBeVisible();
  await expect(budgetingEntry).toContainText("Deshecho");
  await admin
    .getByRole("button", { name: "Deshacer el cambio de Travesía GO: Mensaje de mantenimiento" })
    .first()
    .click();
  await expect(portalUndos).toHaveCount(undosBefore + 2);
  await attachScreenshot(admin, testInfo, "admin-change-log");

  await expectBudgetButtons(agent, detail, true);
  await expect(agent.getByTestId("maintenance-banner")).toHaveCount(0);

  // A custom text: the agent reads the portal in the es-AR variant, whose home title the administrator rewrites.
  await agent.context().addCookies([{ name: "ml", value: "es-AR", url: baseURL ?? "" }]);
  await agent.goto("/");
  await expect(agent.getByRole("heading", { level: 1 })).toHaveText("Encontrá tu próximo viaje");
  await menu.getByRole("link", { name: "Textos personalizados" }).click();
  await expect(admin).toHaveURL(/\/admin\/texts$/);
  await expect(admin.getByRole("radio", { name: "Español (Argentina)" })).toBeChecked();
  await admin.getByRole("button", { name: "Editar home.title" }).click();
  await admin.getByRole("textbox", { name: "Texto personalizado de home.title" }).fill(TITLE);
  await admin.getByRole("button", { name: "Guardar texto" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Texto guardado." })).toBeVisible();
  await expectNoAxeViolations(admin, "on the custom texts module");
  await attachScreenshot(admin, testInfo, "admin-custom-text");
  await agent.goto("/");
  await expect(agent.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await menu.getByRole("link", { name: "Registro de cambios" }).click();
  await admin
    .getByTestId("audit-entry")
    .filter({ hasText: "es-AR: home.title" })
    .filter({ hasNotText: "Deshace el cambio" })
    .first()
    .getByRole("button", { name: "Deshacer el cambio de es-AR: home.title" })
    .click();
  await expect(admin.getByRole("status").filter({ hasText: "Cambio deshecho." })).toBeVisible();
  await agent.goto("/");
  await expect(agent.getByRole("heading", { level: 1 })).toHaveText("Encontrá tu próximo viaje");

  // An agent may not enter: the page says so, and the API refuses whatever the browser sends.
  await agent.goto("/admin/settings/3");
  await expect(agent.getByRole("alert")).toHaveText("Su usuario no tiene permiso para entrar a la administración.");
  await expect(agent.getByRole("switch")).toHaveCount(0);
  await expectNoAxeViolations(agent, "on the refusal");
  await attachScreenshot(agent, testInfo, "agent-refused");
  const refused = await agent.request.post("/api/admin/portals/3/settings", { data: { settings: {} } });
  expect(refused.status()).toBe(403);

  await admin.context().close();
  await agent.context().close();
});
