import { expect, type Locator, test } from "@playwright/test";
import { VIEWPORTS } from "./support/portal";

// The bundle results page arrives with its price grid's title (its largest element) already drawn: the portal's server
// answered the page's search in process, drew the heading, the search it shows, the count and the grid's title in the
// shell, and wrote the reply into the document, which the page adopts instead of asking again. Its first render then
// draws the answered page, each of those parts where the shell drew it.

const ALL = "/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=&all=1";
const SEARCH = /\/dynamicVacationBundle\/getAllResults$|\/search\/dynamicVacationBundle$/;
const GRID_TITLE = "Precio más bajo por mes y destino";

/** A part's box measured from the page's place (main), in one evaluation. */
const within = (part: Locator) =>
  part.evaluate((element) => {
    const [box, place] = [element.getBoundingClientRect(), element.closest("main")?.getBoundingClientRect()];
    return { x: box.x - (place?.x ?? 0), y: box.y - (place?.y ?? 0), width: box.width, height: box.height };
  });

for (const size of ["phone", "desktop"] as const)
  test(`every proposal arrives with the price grid's title, drawn in the same place without asking again (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[size]);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on("request", (request) => {
      if (SEARCH.test(request.url())) asked.push(request.url());
    });
    // The portal's scripts are held until the shell's parts are measured, as a slow network would hold them.
    let holding = true;
    const held: (() => Promise<void>)[] = [];
    await page.route(/\/assets\/.*\.js$/, (route) =>
      holding ? void held.push(() => route.continue()) : route.continue(),
    );
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
      heading: await within(shell.locator("h1")),
      summary: await within(shell.locator("p").first()),
      button: await within(shell.locator("button")),
      count: await within(shell.locator('[role="status"]')),
      grid: await within(shell.locator("h2")),
    };
    holding = false;
    await Promise.all(held.map((release) => release()));
    await expect(page.locator("#root [inert]")).toHaveCount(0);
    const main = page.getByRole("main");
    await expect(main.getByRole("table")).toBeVisible();
    expect(
      {
        heading: await within(main.getByRole("heading", { level: 1 })),
        summary: await within(main.getByText("Tu búsqueda:").locator("..")),
        button: await within(main.getByRole("button", { name: "Ajustar Búsqueda" })),
        count: await within(main.getByRole("status").filter({ hasText: count })),
        grid: await within(main.getByRole("heading", { level: 2, name: GRID_TITLE })),
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
  let holding = true;
  const held: (() => Promise<void>)[] = [];
  await page.route(/\/assets\/.*\.js$/, (route) =>
    holding ? void held.push(() => route.continue()) : route.continue(),
  );
  await page.goto("/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=2", {
    waitUntil: "domcontentloaded",
  });
  const shell = page.locator("#root > [inert] main");
  await expect(shell.locator("h1")).toHaveText("Paquetes vacacionales");
  const summary = (await shell.locator("p").first().textContent()) ?? "";
  expect(summary).toMatch(/^Tu búsqueda: \S/);
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect(page.locator("#root [inert]")).toHaveCount(0);
  await expect(page.getByRole("main").locator("p").first()).toHaveText(summary);
});
