import { expect, type Page, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import { VIEWPORTS } from "./support/portal";
import { holdScripts, watchLoad, withinMain } from "./support/standIn";

// A hotel's or a house's detail page arrives with its header (name, stars, address) already drawn: the portal's server
// answered the page's first calls in process and wrote their replies into the document, which the page adopts instead
// of asking again. Its first render then draws the answered page, the header where the shell drew it.

/** A day `days` after today (UTC), as the demo's clock counts. */
const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const STAY = () => ({ checkIn: dayFromToday(60), checkOut: dayFromToday(63) });

interface Listed {
  readonly name: string;
  readonly hotelDetailId: string;
  readonly address?: readonly string[];
  readonly images?: readonly string[];
}

/** The first accommodation a search lists with an address and photos, through the API (the detail page is opened directly). */
const firstListed = async (page: Page, path: string, url: string): Promise<Listed> => {
  const reply = await page.request.post(path, { data: { url } });
  expect(reply.ok()).toBe(true);
  const listed = ((await reply.json()) as { hotels: Listed[] }).hotels.find(
    (hotel) => (hotel.address ?? []).length > 0 && (hotel.images ?? []).length > 0,
  );
  if (listed === undefined) throw new Error(`no accommodation with an address and photos in ${url}`);
  return listed;
};

const PAGES = [
  {
    kind: "house",
    search: "/api/v1/houses/search",
    results: () => `/house/results/Punta%20del%20Este/PDP/${STAY().checkIn}/${STAY().checkOut}/2-0`,
    detail: (id: string) => `/house/details/casa/${id}/${STAY().checkIn}/${STAY().checkOut}/2-0/PDP`,
    answered: "Tu estadía",
  },
  {
    kind: "hotel",
    search: "/api/v1/hotels/search",
    results: () => `/hotel/results/MAD/${STAY().checkIn}/${STAY().checkOut}/2-0`,
    detail: (id: string) => `/hotel/details/h/${id}/${STAY().checkIn}/${STAY().checkOut}/2-0/MAD`,
    answered: "Habitaciones",
  },
] as const;

for (const { kind, search, results, detail, answered } of PAGES)
  for (const size of ["phone", "desktop"] as const)
    test(`a ${kind}'s detail page arrives with its header, and draws it in the same place without asking again (${size})`, async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS[size]);
      const listed = await firstListed(page, search, results());
      const address = (listed.address ?? []).join(", ");
      const { errors, asked } = watchLoad(
        page,
        (url) => url.includes("/api/v1/hotels/catalog/") || url.endsWith(search),
      );
      // The portal's scripts are held until the shell's header is measured, as a slow network would hold them.
      const release = await holdScripts(page);
      await page.goto(detail(listed.hotelDetailId), { waitUntil: "domcontentloaded" });
      // The shell is inert (no role a person can reach): read by its markup.
      const shell = page.locator("#root > [inert] main");
      await expect(shell.locator("h1")).toHaveText(listed.name);
      await expect(shell.getByText(address, { exact: true })).toBeVisible();
      await expect(shell.locator('[role="status"]')).toHaveText("Cargando tarifas…");
      const shellName = await shell.locator("h1").boundingBox();
      const shellAddress = await shell.getByText(address, { exact: true }).boundingBox();
      // The gallery's first photos come with the document too (often the page's largest paint), where the page draws them.
      const shellPhoto = shell.locator("ul img").first();
      await expect(shellPhoto).toBeVisible();
      const shellPhotoBox = await shellPhoto.boundingBox();
      await release();
      await expect(page.getByRole("heading", { level: 2, name: answered })).toBeVisible();
      await expect(page.locator("#root [inert]")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(listed.name);
      expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(shellName);
      expect(await page.getByText(address, { exact: true }).boundingBox()).toEqual(shellAddress);
      expect(await page.locator("main ul li button img").first().boundingBox()).toEqual(shellPhotoBox);
      // The replies came with the document: the page sent none of those calls itself.
      expect(asked).toEqual([]);
      expect(errors).toEqual([]);
    });

test("a detail page whose search fails arrives with the plain shell and reads the spec's failure, which a retry mends", async ({
  page,
}) => {
  const house = await firstListed(page, PAGES[0].search, PAGES[0].results());
  // Scenarios are the browser session's: the server's own call for the page, sent with its cookie, fails too.
  expect((await page.request.post("/api/demo/scenario", { data: { names: ["search-fail"] } })).ok()).toBe(true);
  await page.goto(PAGES[0].detail(house.hotelDetailId), { waitUntil: "domcontentloaded" });
  // The plain shell: no reply of the search came with it (at most the session's user record, which says who is here).
  const documentReplies = await page
    .locator("#travesia-first-replies")
    .evaluateAll((elements) =>
      elements.flatMap((element) => (JSON.parse(element.textContent ?? "[]") as { path: string }[]).map((r) => r.path)),
    );
  expect(documentReplies.filter((path) => path !== "/api/user")).toEqual([]);
  const failure = page.getByRole("alert");
  await expect(failure).toContainText("Lo sentimos. Tu solicitud no se ha podido completar en este momento.");
  expect((await page.request.post("/api/demo/scenario", { data: { names: [] } })).ok()).toBe(true);
  await page.getByRole("button", { name: "Intente nuevamente" }).click();
  await expect(page.getByRole("heading", { level: 1, name: house.name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Tu estadía" })).toBeVisible();
});

// An agent's activity results arrive the same way: the server answered the user's record and the search, and the shell
// shows the page's heading, count and first card (its image the page's largest element) where the page draws them.
const ACTIVITIES = () => `/activities/results/BUE/${dayOfNextMonth(8)}/${dayOfNextMonth(14)}/2/0/0`;

for (const size of ["phone", "desktop"] as const)
  test(`an agent's activity results arrive with their first card, drawn in the same place without asking again (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[size]);
    expect((await page.request.post("/api/login", { data: { username: "agente", password: "demo1234" } })).ok()).toBe(
      true,
    );
    const { errors, asked } = watchLoad(page, (url) => /\/api\/(user|v1\/activities\/search)$/.test(url));
    const release = await holdScripts(page);
    await page.goto(ACTIVITIES(), { waitUntil: "domcontentloaded" });
    const shell = page.locator("#root > [inert] main");
    await expect(shell.locator("h1")).toHaveText("Actividades en Buenos Aires");
    await expect(shell.locator("#activity-count")).toHaveText(/^\d+ actividades$/);
    const name = (await shell.locator("article h3").textContent()) ?? "";
    expect(name).not.toBe("");
    const image = shell.locator("article img");
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Measured from the page's place (main), whatever the header above it (budget-first-reply.spec checks the
    // signed-in shell's header keeps that place).
    const shellImage = await withinMain(image);
    const shellName = await withinMain(shell.locator("article h3"));
    const count = await shell.locator("#activity-count").textContent();
    await release();
    const main = page.getByRole("main");
    const first = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") })
      .first();
    await expect(first.getByRole("heading", { level: 3 })).toHaveText(name);
    await expect(page.getByRole("heading", { level: 2, name: count ?? "" })).toBeVisible();
    expect(await withinMain(first.getByRole("heading", { level: 3 }))).toEqual(shellName);
    expect(await withinMain(first.locator("img"))).toEqual(shellImage);
    // The replies came with the document: the page asked for neither the user nor the search.
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

test("a visitor's activity results arrive with the plain shell and say activities are not offered", async ({
  page,
}) => {
  await page.goto(ACTIVITIES(), { waitUntil: "domcontentloaded" });
  expect(await page.locator("#root > [inert] article").count()).toBe(0);
  await expect(page.getByText("Las actividades no están disponibles")).toBeVisible();
});
