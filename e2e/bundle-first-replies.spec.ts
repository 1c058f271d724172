import { expect, test } from "@playwright/test";
import { VIEWPORTS } from "./support/portal";
import { holdScripts, watchLoad, withinMain } from "./support/standIn";

// The bundle results page arrives with its price grid's title (its largest element) already drawn: the portal's server
// answered the page's search in process, drew the heading, the search it shows, the count and the grid's title in the
// shell, and wrote the reply into the document, which the page adopts instead of asking again. Its first render then
// draws the answered page, each of those parts where the shell drew it.

const ALL = "/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=&all=1";
const SEARCH = /\/dynamicVacationBundle\/getAllResults$|\/search\/dynamicVacationBundle$/;
const GRID_TITLE = "Precio más bajo por mes y destino";

for (const size of ["phone", "desktop"] as const)
  test(`every proposal arrives with the price grid's title, drawn in the same place without asking again (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[size]);
    const { errors, asked } = watchLoad(page, (url) => SEARCH.test(url));
    // The portal's scripts are held until the shell's parts are measured.
    const release = await holdScripts(page);
    await page.goto(ALL, { waitUntil: "domcontentloaded" });
    // The shell is inert (no role a person can reach): read by its markup.
    const shell = page.locator("#root > [inert] main");
    await expect(shell.locator("h1")).toHaveText("Nuestras propuestas");
    await expect(shell.locator("p").first()).toHaveText("Tu búsqueda: Todos los destinos, meses y temáticas");
    await expect(shell.locator("button")).toHaveText("Ajustar Búsqueda");
    await expect(shell.locator('[role="status"]')).toHaveText(/^\d+ paquetes$/);
    await expect(shell.locator("h2")).toHaveText(GRID_TITLE);
    const count = (await shell.locator('[role="status"]').textContent()) ?? "";
    const shellParts = {
      heading: await withinMain(shell.locator("h1")),
      summary: await withinMain(shell.locator("p").first()),
      button: await withinMain(shell.locator("button")),
      count: await withinMain(shell.locator('[role="status"]')),
      grid: await withinMain(shell.locator("h2")),
    };
    await release();
    const main = page.getByRole("main");
    await expect(main.getByRole("table")).toBeVisible();
    expect(
      {
        heading: await withinMain(main.getByRole("heading", { level: 1 })),
        summary: await withinMain(main.getByText("Tu búsqueda:").locator("..")),
        button: await withinMain(main.getByRole("button", { name: "Ajustar Búsqueda" })),
        count: await withinMain(main.getByRole("status").filter({ hasText: count })),
        grid: await withinMain(main.getByRole("heading", { level: 2, name: GRID_TITLE })),
      },
      "the page draws each part where the shell drew it",
    ).toEqual(shellParts);
    // The reply came with the document: the page did not send the search itself.
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

test("a search the booking API refuses arrives with the plain shell, and the page reads the failure", async ({
  page,
}) => {
  await page.goto("/dynamicVacationBundle/results?destination_ids=NOWHERE&period_ids=&tematic_ids=", {
    waitUntil: "domcontentloaded",
  });
  expect(await page.locator("#travesia-first-replies").count()).toBe(0);
  expect(await page.locator("#root > [inert]").getByText(GRID_TITLE).count()).toBe(0);
  await expect(page.getByRole("alert")).toContainText("No pudimos recuperar los paquetes.");
});

test("a themed search's shell names its theme as the page does, by a listed bundle's theme", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=2", {
    waitUntil: "domcontentloaded",
  });
  const shell = page.locator("#root > [inert] main");
  await expect(shell.locator("h1")).toHaveText("Paquetes vacacionales");
  const summary = (await shell.locator("p").first().textContent()) ?? "";
  expect(summary).toMatch(/^Tu búsqueda: \S/);
  await release();
  await expect(page.getByRole("main").locator("p").first()).toHaveText(summary);
});
