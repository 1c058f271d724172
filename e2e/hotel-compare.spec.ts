import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  attachScreenshot,
  atViewports,
  expectHotelSearchComplete,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  useLanguage,
  VIEWPORTS,
} from "./support/portal";

/*
 * Keep and compare (spec 001 §4, §8; issue "Acting on a hotel", parts favourites and compare): an agent favourites a
 * hotel (toast) and finds it under the sidebar's favourite filter, is told in the 'Comparador' dialog that one hotel
 * cannot be compared, compares three hotels side by side (the picks kept through a reload), and opens the client-safe version that hides the supplier and the net price. axe-core
 * on the comparison page in every language at phone and desktop widths.
 */

/** A day `days` after today (UTC), as the demo's clock counts. */
const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const SEARCH = () => `/MAD/${dayFromToday(60)}/${dayFromToday(63)}/2-0`;

const cards = (page: Page): Locator => page.getByRole("article");

const hotelName = async (card: Locator): Promise<string> =>
  ((await card.getByRole("heading", { level: 2 }).textContent()) ?? "").trim();

test.describe("keep and compare, desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("an agent favourites a hotel, filters by favourites, compares three hotels and shares the client version", async ({
    page,
  }, testInfo) => {
    // A long journey (three page loads, a filter, a reload, two axe scans): more than the default on a busy 2-core
    // machine.
    test.setTimeout(150_000);
    await page.goto("/login/");
    await page.getByLabel("Usuario").fill("agente");
    await page.getByLabel("Contraseña").fill("demo1234");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL("/");

    await page.goto(`/hotel/results${SEARCH()}`);
    await expect(page.getByRole("heading", { level: 1, name: "Resultados de hoteles" })).toBeVisible();
    await expectHotelSearchComplete(page);

    // Favourite the second hotel: the toast, then the toggle says it is kept.
    const favourite = cards(page).nth(1);
    const favouriteName = await hotelName(favourite);
    await favourite.getByRole("button", { name: "Agregar a favoritos" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "El hotel se ha agregado a sus favoritos!" }),
    ).toBeVisible();
    await expect(favourite.getByRole("button", { name: "Quitar de favoritos" })).toBeVisible();

    // The sidebar's favourite filter lists it alone.
    const filter = page.getByRole("checkbox", { name: /^Favoritos/ });
    await filter.click();
    await expect(page).toHaveURL(/offers\.favourite=true/);
    await expectHotelSearchComplete(page);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole("heading", { level: 2 })).toHaveText(favouriteName);
    // The box follows the URL: click it and wait for the page to leave the filter.
    await page.getByRole("checkbox", { name: /^Favoritos/ }).click();
    await expect(page).not.toHaveURL(/offers\.favourite/);
    await expectHotelSearchComplete(page);
    // Taken off the favourites again (which also leaves the agent's favourites as they were for the next run).
    const kept = cards(page).filter({ has: page.getByRole("heading", { level: 2, name: favouriteName, exact: true }) });
    await kept.getByRole("button", { name: "Quitar de favoritos" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "El hotel se ha eliminado a sus favoritos!" }),
    ).toBeVisible();
    await expect(kept.getByRole("button", { name: "Agregar a favoritos" })).toBeVisible();

    // One hotel is not enough.
    const names = await Promise.all([0, 1, 2].map((index) => hotelName(cards(page).nth(index))));
    await page.getByRole("checkbox", { name: `Comparar ${names[0]}` }).check();
    const bar = page.getByRole("region", { name: "Comparador" });
    await expect(bar).toContainText("1 hotel para comparar");
    const go = bar.getByRole("button", { name: "Comparar hoteles" });
    await go.click();
    const info = page.getByRole("dialog", { name: "Comparador" });
    await expect(info).toContainText("Por favor seleccione al menos 2 hoteles para poder comparar");
    // axe on the dialog: its component test (HotelCompareBar.test.tsx).
    await expect(info.getByRole("button", { name: "Cerrar" })).toBeFocused();
    await attachScreenshot(page, testInfo, "compare-dialog-desktop");
    // Escape closes it and gives the focus back to 'Comparar hoteles'.
    await page.keyboard.press("Escape");
    await expect(info).toHaveCount(0);
    await expect(go).toBeFocused();
    await expect(page).toHaveURL(/\/hotel\/results\//);

    // Three hotels side by side; the picks outlive a reload of the page.
    // Cards are drawn near the window only: scroll to each, as a person would.
    for (const index of [1, 2]) {
      await cards(page).nth(index).scrollIntoViewIfNeeded();
      await page.getByRole("checkbox", { name: `Comparar ${names[index]}` }).check();
    }
    await expect(bar).toContainText("3 hoteles para comparar");
    await page.reload();
    await expectHotelSearchComplete(page);
    await expect(bar).toContainText("3 hoteles para comparar");
    await cards(page).nth(1).scrollIntoViewIfNeeded();
    await expect(page.getByRole("checkbox", { name: `Comparar ${names[1]}` })).toBeChecked();
    await expectNoAxeViolations(page, "results with the compare bar");
    await bar.getByRole("button", { name: "Comparar hoteles" }).click();
    await expect(page).toHaveURL(/\/hotel\/compare\/\d+,\d+,\d+\/MAD\//);
    await expect(page.getByRole("heading", { level: 1, name: "Comparador de hoteles" })).toBeVisible();
    const table = page.getByRole("table");
    for (const name of names) await expect(table.getByRole("columnheader", { name })).toBeVisible();
    for (const row of ["Categoría", "Régimen", "Cancelación", "Precio por noche", "Precio por estadía", "Impuestos"]) {
      await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
    }
    await expect(table.getByRole("rowheader", { name: "Distancia a Madrid" })).toBeVisible();
    const supplierRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Proveedor" }) });
    const suppliers = (await supplierRow.getByRole("cell").allTextContents()).map((text) => text.trim());
    expect(suppliers).toHaveLength(3);
    await expect(table.getByRole("rowheader", { name: "Precio neto" })).toBeVisible();
    await attachScreenshot(page, testInfo, "compare-agent-desktop");

    // The client-safe version: its own link, and no supplier, net price or commission.
    await page.getByRole("link", { name: "Versión para el cliente" }).click();
    await expect(page).toHaveURL(/view=client/);
    await expect(page.getByRole("note")).toHaveText(
      "Versión para compartir con el cliente: sin proveedor, precio neto ni comisión.",
    );
    await expect(page.getByRole("table").getByRole("columnheader", { name: names[0] })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Proveedor" })).toHaveCount(0);
    await expect(page.getByRole("rowheader", { name: "Precio neto" })).toHaveCount(0);
    await expect(page.getByText("Solo para la agencia")).toHaveCount(0);
    const text = (await page.getByRole("main").textContent()) ?? "";
    for (const supplier of suppliers) expect(text).not.toContain(supplier);
    await expect(page.getByRole("textbox", { name: "Enlace para compartir" })).toHaveValue(/view=client/);
    await attachScreenshot(page, testInfo, "compare-client-desktop");
  });
});

/** Signs in as the agent and opens a comparison of the first three Madrid hotels. */
const openComparison = async (page: Page, audience: "full" | "client") => {
  expect((await page.request.post("/api/login", { data: { username: "agente", password: "demo1234" } })).ok()).toBe(
    true,
  );
  const reply = await page.request.post("/api/v1/hotels/search", { data: { url: `/hotel/results${SEARCH()}` } });
  expect(reply.ok()).toBe(true);
  const { hotels } = (await reply.json()) as { hotels: { hotelDetailId: string }[] };
  const ids = hotels.slice(0, 3).map((hotel) => hotel.hotelDetailId);
  await page.goto(
    `/hotel/compare/${ids.join(",")}${SEARCH()}?name=Madrid${audience === "client" ? "&view=client" : ""}`,
  );
  await expect(page.getByRole("table")).toBeVisible();
};

for (const language of PORTAL_LANGUAGES) {
  test(`the comparison page has no axe violation (${language}; phone, desktop)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (viewport) => {
      await openComparison(page, viewport === "phone" ? "client" : "full");
      await expectNoAxeViolations(page, `${language} ${viewport}`);
      await attachScreenshot(page, testInfo, `compare-${language}-${viewport}`);
    });
  });
}
