import { expect, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import { VIEWPORTS } from "./support/portal";
import { holdScripts, watchLoad, withinMain } from "./support/standIn";

// The circuit results page arrives with its first card (its largest text) already drawn: the portal's server asked,
// in process, for the visitor's record, the configuration of the portal it names (which offers circuits) and the
// search; drew the heading, the search's line, the count and the first card in the shell; and wrote the replies into
// the document, which the page adopts instead of asking again. Its first render then draws the answered page, each of
// those parts where the shell drew it.

const PAGE = () => `/circuits/results/europe/${dayOfNextMonth(1).slice(0, 7)}/3/2`;
const ASKED = /\/api\/v1\/circuits\/search$|\/api\/portal\/config\//;

for (const size of ["phone", "desktop"] as const)
  test(`a visitor's circuit results arrive with their first card, drawn in the same place without asking again (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[size]);
    const { errors, asked } = watchLoad(page, (url) => ASKED.test(url));
    // The portal's scripts are held until the shell's parts are measured.
    const release = await holdScripts(page);
    await page.goto(PAGE(), { waitUntil: "domcontentloaded" });
    // The shell is inert (no role a person can reach): read by its markup.
    const shell = page.locator("#root > [inert] main");
    await expect(shell.locator("h1")).toHaveText("Circuitos en Europa");
    await expect(shell.locator("h1 + p")).toHaveText(/^3 viajeros, 2 habitaciones · \S+ de \d{4}$/);
    await expect(shell.locator("#circuit-count")).toHaveText(/^\d+ circuitos$/);
    const card = shell.locator("article");
    await expect(card).toHaveCount(1);
    const name = (await card.locator("h3").textContent()) ?? "";
    const count = (await shell.locator("#circuit-count").textContent()) ?? "";
    const route = card.locator("h3 + p");
    await expect(route).toHaveText(/ → /);
    const shellParts = {
      heading: await withinMain(shell.locator("h1")),
      line: await withinMain(shell.locator("h1 + p")),
      count: await withinMain(shell.locator("#circuit-count")),
      name: await withinMain(card.locator("h3")),
      route: await withinMain(route),
    };
    await release();
    const main = page.getByRole("main");
    const first = main.getByRole("article").first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(name);
    expect(
      {
        heading: await withinMain(main.getByRole("heading", { level: 1 })),
        line: await withinMain(main.getByRole("heading", { level: 1 }).locator("+ p")),
        count: await withinMain(main.getByRole("heading", { level: 2, name: count })),
        name: await withinMain(first.getByRole("heading", { level: 3 })),
        route: await withinMain(first.getByRole("heading", { level: 3 }).locator("+ p")),
      },
      "the page draws each part where the shell drew it",
    ).toEqual(shellParts);
    await expect(first.getByRole("link", { name: new RegExp(`^Ver circuito\\W+${name}$`) })).toBeVisible();
    // The replies came with the document: the page sent neither the search nor the configuration's call itself.
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

test("a circuit page sorted otherwise than by default arrives with the plain shell, and the page draws its sort", async ({
  page,
}) => {
  await page.goto(`${PAGE()}?sort=priceAsc`, { waitUntil: "domcontentloaded" });
  expect(await page.locator("#root > [inert] article").count()).toBe(0);
  const main = page.getByRole("main");
  await expect(main.getByRole("combobox", { name: "Ordenar por" })).toHaveValue("priceAsc");
  await expect(main.getByRole("article").first()).toBeVisible();
});
