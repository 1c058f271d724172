import { expect, type Page, test } from "@playwright/test";
import { VIEWPORTS } from "./support/portal";
import { holdScripts, watchLoad, withinMain } from "./support/standIn";

// A budget's page arrives with the budget already drawn (its heading, card and, without services, the whole page):
// the portal's server answered the page's first calls (the user, the budget) in process, filled the shell's stand-in
// and wrote the replies into the document, which the page adopts instead of asking again. Titles carry a per-test
// tag: other spec files save budgets for the same agent.

const AGENT = { username: "agente", password: "demo1234" };

const tag = () => Math.random().toString(36).slice(2, 7);

const createBudget = async (page: Page, title: string) => {
  expect((await page.request.post("/api/login", { data: AGENT })).ok()).toBe(true);
  const reply = await page.request.post("/api/budget/create", {
    data: { budget: { title, firstName: "Ana", lastName: "López", comments: "Aniversario" } },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { budget: { quotationId: string } }).budget.quotationId;
};

const EMPTY_TIMELINE = "Agregá servicios para ver cuánto costaría cancelarlos.";

for (const size of ["phone", "desktop"] as const)
  test(`a budget without services arrives whole, and the page draws it in the same place without asking again (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[size]);
    const title = `Luna de miel ${tag()}`;
    const id = await createBudget(page, title);
    const { errors, asked } = watchLoad(page, (url) => url.includes("/api/budget/get/"));
    const release = await holdScripts(page);
    await page.goto(`/mybudgets/${id}`, { waitUntil: "domcontentloaded" });
    const shell = page.locator("#root > [inert] main");
    await expect(shell.locator("h1:visible")).toHaveText(title);
    await expect(shell.getByText("Cliente: Ana López")).toBeVisible();
    await expect(shell.getByText("Aniversario")).toBeVisible();
    await expect(shell.getByText("Este presupuesto todavía no tiene servicios.")).toBeVisible();
    await expect(shell.getByText("Cargando presupuesto…")).toBeHidden();
    const timeline = shell.getByText(EMPTY_TIMELINE);
    await expect(timeline).toBeVisible();
    const [shellTitle, shellTimeline] = [await withinMain(shell.locator("h1:visible")), await withinMain(timeline)];
    // The server knew the agent (the user's record, answered with the page): the shell's header is a signed-in
    // user's, drawn as the page draws it, so the page's place starts where it will stay.
    await expect(page.locator("#root > [inert] header").getByText("Salir")).toBeVisible();
    const placeTop = () => page.locator("main").evaluate((main) => main.getBoundingClientRect().top);
    const shellTop = await placeTop();
    // The header's pieces that come later keep their places: the currency's code, the deadlines' count.
    const widths = () =>
      page
        .locator("header")
        .evaluate((header) =>
          ["currency-small-button", "deadlines-link"].map(
            (id) => header.querySelector(`[data-testid=${id}]`)?.getBoundingClientRect().width,
          ),
        );
    const shellWidths = await widths();
    await release();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main.getByText(EMPTY_TIMELINE)).toBeVisible();
    expect(await withinMain(main.getByRole("heading", { level: 1 }))).toEqual(shellTitle);
    expect(await withinMain(main.getByText(EMPTY_TIMELINE))).toEqual(shellTimeline);
    await expect(main.getByRole("button", { name: "activar" })).toBeEnabled();
    // Once the header's counters and the currency have come too, nothing below the header has moved.
    await expect(page.getByTestId("currency-small-button")).toContainText(/^[A-Z]{3}/);
    expect(await placeTop()).toBe(shellTop);
    await expect(page.getByTestId("deadlines-link")).toHaveAccessibleName(/^Vencimientos :/);
    expect(await widths()).toEqual(shellWidths);
    // The budget came with the document: the page did not ask for it.
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

test("a budget with services arrives with its heading and card, and the page adds its services under them", async ({
  page,
}) => {
  const title = `Cusco ${tag()}`;
  const id = await createBudget(page, title);
  const rateId = `ACT-${tag()}`;
  const added = await page.request.post("/api/budget/addProduct", {
    data: { product: "activity", rateId, budgetId: id, parameters: { date: "20270310" }, occupancy: "2" },
  });
  expect(added.ok()).toBe(true);
  expect(((await added.json()) as { added: boolean }).added).toBe(true);
  const release = await holdScripts(page);
  await page.goto(`/mybudgets/${id}`, { waitUntil: "domcontentloaded" });
  const shell = page.locator("#root > [inert] main");
  await expect(shell.locator("h1:visible")).toHaveText(title);
  await expect(shell.getByText("Cliente: Ana López")).toBeVisible();
  await expect(shell.locator("h2", { hasText: "Servicios" })).toBeVisible();
  // Its services, and what follows them, are the page's: the shell says nothing of them.
  await expect(shell.getByText("Este presupuesto todavía no tiene servicios.")).toBeHidden();
  await expect(shell.getByText(EMPTY_TIMELINE)).toBeHidden();
  await release();
  await expect(page.getByTestId("budget-item")).toContainText(rateId);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a budget the agent cannot read arrives loading, and the page then says it could not be read", async ({
  page,
}) => {
  await createBudget(page, `Otro ${tag()}`);
  const release = await holdScripts(page);
  await page.goto("/mybudgets/999999", { waitUntil: "domcontentloaded" });
  const shell = page.locator("#root > [inert] main");
  await expect(shell.locator("h1:visible")).toHaveText("Mis presupuestos");
  await expect(shell.getByText("Cargando presupuesto…")).toBeVisible();
  await release();
  await expect(page.getByText("No se pudo recuperar el presupuesto.")).toBeVisible();
});

test("a visitor's page arrives with a visitor's header: no record of a user came with it", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/mybudgets/1", { waitUntil: "domcontentloaded" });
  const header = page.locator("#root > [inert] header");
  await expect(header.getByText("Ingresar")).toBeVisible();
  await expect(header.getByText("Salir")).toHaveCount(0);
  await release();
  await expect(
    page.getByText("Ingresá para ver tus presupuestos.").or(page.getByTestId("login-link")).first(),
  ).toBeVisible();
});
