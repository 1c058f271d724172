import { expect, type Locator, type Page, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import { expectMapStill, hotelMarkerName, markerInFrame } from "./support/map";
import {
  attachScreenshot,
  atViewports,
  clickWhenStill,
  expectHotelSearchComplete,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  useLanguage,
  VIEWPORTS,
} from "./support/portal";

/*
 * The hotel and house results pages (spec 001 §2, §4; issue "hotel results"): from the home box to Madrid's results,
 * the progress bar with stop and resume, sort and pages kept in the URL across reload and back, the same page in
 * English and Portuguese, a house search, and axe-core on every language at phone and desktop widths.
 */

const suggestion = (page: Page, name: string) => page.getByRole("option", { name: new RegExp(`^${name}( |$)`) });

/** Types a destination, chooses Madrid, picks the days and searches. */
const searchFromHome = async (page: Page, product: "hotel" | "house", start: string, end: string) => {
  const destination = page.locator(`#${product}-destinationId`);
  await destination.fill("Mad");
  await suggestion(page, "Madrid, España").click();
  await page.locator(`#${product}-checkIn`).click();
  for (const day of [start, end]) await page.locator(`button[data-date="${day}"]`).click();
  const form = page.getByRole("form", { name: product === "hotel" ? "Hoteles" : "Casas" });
  await form.getByRole("button", { name: "Buscar", exact: true }).click();
};

const cards = (page: Page): Locator => page.getByRole("article");

test.describe("hotel results, desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("home box to Madrid: progress, stop and resume, sort, pages, reload and back keep the state", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    // Polling never finishes until the scenario is cleared, so stop and resume are reached whatever the machine speed.
    await page.request.post("/api/demo/scenario", { data: { names: ["search-never-finishes"] } });
    const start = dayOfNextMonth(8);
    const end = dayOfNextMonth(11);
    await searchFromHome(page, "hotel", start, end);
    await expect(page).toHaveURL(`/hotel/results/MAD/${start}/${end}/2-0?availability=CNF`);
    await expect(page.getByRole("heading", { level: 1, name: "Resultados de hoteles" })).toBeVisible();
    await expect(page.getByText("3 noches · 1 habitación · 2 adultos")).toBeVisible();
    const bar = page.getByRole("progressbar", { name: "Progreso de la búsqueda" });
    await expect(bar).toBeVisible();
    await expect(cards(page).first()).toBeVisible();

    await page.getByRole("button", { name: "Detener búsqueda" }).click();
    await expect(page.getByText("Búsqueda detenida")).toBeVisible();
    const stoppedAt = Number(await bar.getAttribute("aria-valuenow"));
    expect(stoppedAt).toBeLessThan(100);
    await page.request.delete("/api/demo/scenario");
    await page.getByRole("button", { name: "Reanudar búsqueda" }).click();
    await expectHotelSearchComplete(page);
    await expect(page.getByText(/\d+ alojamientos/)).toBeVisible();
    await attachScreenshot(page, testInfo, "results-desktop-es");

    await page.getByRole("combobox", { name: "Ordenar por" }).selectOption({ label: "Nombre" });
    await expect(page).toHaveURL(/sorting\.sortFieldName=name/);
    await expectHotelSearchComplete(page);
    const firstByName = await cards(page).first().getByRole("heading").textContent();

    // As a person does: down to the pager, wait for the page to stop moving (the cards above it are drawn as they come
    // into view, each at its real height: after the sort, with the new hotels' heights), then click. Clicked at once,
    // the click once landed where the button had been (clean-clone CI, 2026-11-29).
    await clickWhenStill(page.getByRole("button", { name: "Siguiente" }));
    await expect(page).toHaveURL(/pagination\.currentPage=2/);
    await expect(page.getByRole("button", { name: "Página 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expectHotelSearchComplete(page);
    const firstOfPage2 = await cards(page).first().getByRole("heading").textContent();
    expect(firstOfPage2).not.toBe(firstByName);

    await page.reload();
    await expect(page.getByRole("button", { name: "Página 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("combobox", { name: "Ordenar por" })).toHaveValue("name");
    await expectHotelSearchComplete(page);
    await expect(cards(page).first().getByRole("heading")).toHaveText(firstOfPage2 ?? "");

    await page.goBack();
    await expect(page).not.toHaveURL(/pagination\.currentPage/);
    await expect(page.getByRole("button", { name: "Página 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("combobox", { name: "Ordenar por" })).toHaveValue("name");
    await expect(cards(page).first().getByRole("heading")).toHaveText(firstByName ?? "");

    await page.getByRole("radio", { name: "Vista de lista" }).click();
    await expect(page).toHaveURL(/view=normal/);
    await expect(page.getByRole("radio", { name: "Vista de lista" })).toBeChecked();
    await page.getByRole("combobox", { name: "Mostrar precios" }).selectOption("stay");
    await expect(page).toHaveURL(/price=stay/);
    await expect(cards(page).first().getByText("Precio total de la estadía").first()).toBeVisible();
  });

  test("a house search from the house box lands on the house results", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("tab", { name: "Casas", exact: true }).click();
    const start = dayOfNextMonth(15);
    const end = dayOfNextMonth(18);
    await searchFromHome(page, "house", start, end);
    await expect(page).toHaveURL(new RegExp(`/house/results/[^/]+/MAD/${start}/${end}/2-0$`));
    await expect(page.getByRole("heading", { level: 1, name: "Resultados de casas" })).toBeVisible();
    await expectHotelSearchComplete(page);
    await page.getByRole("button", { name: "Ajustar búsqueda" }).click();
    await expect(page.locator("#house-destinationId")).toHaveValue("Madrid, España");
  });

  test("an aggregated cluster expands, filters by board and collapses, with no axe-core violation", async ({
    page,
  }) => {
    await page.goto(`/hotel/results/MAD/${dayOfNextMonth(20)}/${dayOfNextMonth(23)}/2-0?viewType=aggregated-basic`);
    await expectHotelSearchComplete(page);
    const first = cards(page).first();
    const more = first.getByRole("button", { name: /^Ver \d+ opci(ón|ones) más$/ });
    const options = Number((await more.textContent())?.match(/\d+/)?.[0]);
    await more.click();
    const rows = first.getByTestId("rate-row");
    await expect(rows).toHaveCount(Math.min(10, options + 1));
    await expect(first.getByRole("checkbox", { name: /^Desayuno incluido \(\d+\)$/ })).toBeVisible();
    // Each expanded rate has the actions of a hotel's own rates: its policy and its select button.
    await expect(rows.first().getByRole("button", { name: "Política de cancelación" })).toBeVisible();
    await expect(rows.first().getByRole("button", { name: "Seleccionar" })).toBeVisible();
    await rows.first().getByRole("button", { name: "Política de cancelación" }).click();
    await expect(rows.first().getByTestId("policy-node").first()).toBeVisible();
    await expectNoAxeViolations(page, "cluster expanded");
    await page.getByRole("button", { name: "Contraer todo" }).click();
    await expect(rows).toHaveCount(0);
    await page.getByRole("button", { name: "Expandir todo" }).click();
    await expect(cards(page).nth(1).getByRole("button", { name: "Cerrar" })).toBeVisible();
  });

  test("the session-expired overlay appears once the reply's ttl has run out", async ({ page }) => {
    await page.goto("/");
    await page.request.post("/api/demo/scenario", { data: { names: ["session-ttl"] } });
    await page.goto(`/hotel/results/MAD/${dayOfNextMonth(12)}/${dayOfNextMonth(14)}/2-0`);
    await expectHotelSearchComplete(page);
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  });

  test("a bad URL shows a clear message and the search form", async ({ page }) => {
    await page.goto("/hotel/results/MAD/2027-02-30/2027-03-02/2-0");
    await expect(page.getByRole("alert")).toHaveText(
      "No pudimos leer esta búsqueda. Revisá los datos y buscá de nuevo.",
    );
    await expect(page.getByRole("form", { name: "Hoteles" })).toBeVisible();
  });
});

const TITLES = { es: "Resultados de hoteles", en: "Hotel results", pt: "Resultados de hotéis" } as const;
const NEXT = { es: "Siguiente", en: "Next", pt: "Próximo" } as const;

for (const language of PORTAL_LANGUAGES) {
  test(`results page in ${language} on phone and desktop: readable, pages, and no axe-core violation`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (width) => {
      await page.goto(`/hotel/results/MAD/${dayOfNextMonth(3)}/${dayOfNextMonth(6)}/2-1:4`);
      await expect(page.getByRole("heading", { level: 1, name: TITLES[language] })).toBeVisible();
      await expectHotelSearchComplete(page);
      await expectNoAxeViolations(page, `${language} ${width}`);
      // With the mouse, as a person would: scroll down to the pager, wait for the page to stop moving, click. The
      // cards above the pager are drawn as they come into view (shared/results/VirtualList) and take their height then.
      await clickWhenStill(page.getByRole("button", { name: NEXT[language], exact: true }));
      await expect(page).toHaveURL(/pagination\.currentPage=2/);
      await expectHotelSearchComplete(page);
      await attachScreenshot(page, testInfo, `results-${width}-${language}`);
    });
  });
}

/** The page's total ('1261 alojamientos') as a number. */
const total = async (page: Page): Promise<number> =>
  Number((await page.getByText(/^\d+ alojamientos?$/).textContent())?.match(/\d+/)?.[0]);

/** Counts beside the options show once loading ends (spec 001 §2): the sidebar's board counts are back. */
const countsShown = async (page: Page) => {
  await expectHotelSearchComplete(page);
  await expect(page.getByRole("checkbox", { name: /^Solo habitación \(\d+\)$/ })).toBeVisible();
};

/** After a filter change: the total changes from `previous`, then loading ends. */
const totalChanged = async (page: Page, previous: number): Promise<number> => {
  await expect.poll(() => total(page)).not.toBe(previous);
  await countsShown(page);
  return total(page);
};

test.describe("hotel results filters and map, desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("category, price, board and a point of interest within 2 km: the count and the cards agree; reload and back keep them", async ({
    page,
  }) => {
    await page.goto(`/hotel/results/40.4168,-3.7038/${dayOfNextMonth(9)}/${dayOfNextMonth(12)}/2-0`);
    await countsShown(page);
    const filters = page.getByRole("complementary", { name: "Filtrar Por" });
    const before = await total(page);

    const category = filters.getByRole("group", { name: "Categoría" });
    await category.getByRole("slider", { name: "Mínimo" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(category.getByRole("status")).toHaveText("De 3 a 5 estrellas");
    await category.getByRole("button", { name: "Aplicar Categoría" }).click();
    const afterCategory = await totalChanged(page, before);
    expect(afterCategory).toBeLessThan(before);
    for (const stars of await cards(page)
      .getByRole("img", { name: /^\d estrellas?$/ })
      .allTextContents())
      expect(stars.length).toBeGreaterThanOrEqual(3);

    const price = filters.getByRole("group", { name: /^Rango de precios/ });
    await price.getByRole("textbox", { name: "Desde" }).fill("60");
    await price.getByRole("textbox", { name: "Hasta" }).fill("400");
    await filters.getByRole("button", { name: /^Aplicar Rango de precios/ }).click();
    const afterPrice = await totalChanged(page, afterCategory);
    expect(afterPrice).toBeLessThan(afterCategory);

    const breakfast = filters.getByRole("checkbox", { name: /^Desayuno incluido \(\d+\)$/ });
    const breakfastCount = Number(
      (await filters.getByText(/^Desayuno incluido \(\d+\)$/).textContent())?.match(/\d+/)?.[0],
    );
    await breakfast.click();
    await expect(filters.getByRole("checkbox", { name: /^Desayuno incluido/ })).toBeChecked();
    await totalChanged(page, afterPrice);
    await expect(page.getByText(/^\d+ alojamientos?$/)).toHaveText(`${breakfastCount} alojamientos`);
    // Read card by card, scrolling down the list as a person does: a card is drawn as it nears the window, its slot's
    // placeholder replaced by the card, so a scroll that the swap interrupts is made again.
    for (const card of await cards(page).all()) {
      await expect(async () => card.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 10_000 });
      await expect(card.getByText("Desayuno incluido").first()).toBeVisible();
    }

    const poi = filters.getByRole("group", { name: "Punto de interés" });
    await poi.getByRole("combobox", { name: "Dirección o código postal" }).fill("Plaza");
    await page.getByRole("option", { name: /^Plaza Central de Madrid/ }).click();
    await expect(poi.getByText("Cerca de Plaza Central de Madrid")).toBeVisible();
    const within5 = await totalChanged(page, breakfastCount);
    const distance = poi.getByRole("slider", { name: /^Distancia máxima/ });
    await distance.focus();
    for (let step = 0; step < 10 && !((await poi.textContent()) ?? "").includes("máxima: 2 km"); step += 1)
      await page.keyboard.press("ArrowLeft");
    await expect(distance).toHaveAccessibleName("Distancia máxima: 2 km");
    await poi.getByRole("button", { name: /^Aplicar/ }).click();
    const filtered = await totalChanged(page, within5);
    expect(filtered).toBeLessThan(within5);
    await expect(page).toHaveURL(/poi\.radio=2/);
    const url = page.url();

    await page.reload();
    await expectHotelSearchComplete(page);
    expect(await total(page)).toBe(filtered);
    await expect(filters.getByRole("checkbox", { name: /^Desayuno incluido/ })).toBeChecked();
    await page.goBack();
    await expect(page).not.toHaveURL(/poi\.radio=2/);
    await expect.poll(() => total(page)).toBe(within5);
    await page.goForward();
    await expect(page).toHaveURL(url);
    await expect.poll(() => total(page)).toBe(filtered);
  });

  test("the map view: zoom into a cluster, pick a hotel's price marker and read its info box; no axe-core violation", async ({
    page,
  }) => {
    await page.goto(`/hotel/results/MAD/${dayOfNextMonth(9)}/${dayOfNextMonth(12)}/2-0`);
    await expectHotelSearchComplete(page);
    await page.getByRole("radio", { name: "Vista de mapa" }).click();
    await expect(page).toHaveURL(/view=mapa/);
    const map = page.getByRole("region", { name: "Mapa de hoteles" });
    const hotel = map.getByRole("button", { name: /, desde / });
    for (let zoom = 0; zoom < 8 && (await hotel.count()) === 0; zoom += 1) {
      await (await markerInFrame(map, map.getByRole("button", { name: /^\d+ hoteles aquí: acercar$/ }))).click();
      await expect(map.getByRole("button", { name: /(, desde |hoteles aquí)/ }).first()).toBeVisible();
      await expectMapStill(page);
    }
    // A person picks what they can see: the first marker inside the map's frame (Leaflet keeps the others around).
    const picked = await markerInFrame(map, hotel);
    const name = await hotelMarkerName(picked);
    expect(name).not.toBe("");
    await picked.click();
    const info = page.getByRole("region", { name: "Hotel seleccionado" });
    await expect(info).toContainText(name);
    await expect(info).toContainText(/USD/);
    await expectNoAxeViolations(page, "map view, a hotel selected");
    await page.reload();
    await expect(page.getByRole("radio", { name: "Vista de mapa" })).toBeChecked();
    await expect(page.getByRole("region", { name: "Mapa de hoteles" })).toBeVisible();
  });

  test("an aggregated-enriched cluster expands and loads 10 more rates with 'Ver más'", async ({ page }) => {
    await page.goto(`/hotel/results/MAD/${dayOfNextMonth(20)}/${dayOfNextMonth(23)}/2-0?viewType=aggregated-enriched`);
    await expectHotelSearchComplete(page);
    // Five-star hotels carry the most rates: sorted by category, the first page holds clusters of more than 10.
    await page.getByRole("combobox", { name: "Ordenar por" }).selectOption({ label: "Categoría: de mayor a menor" });
    await expect(page).toHaveURL(/sorting\.sortFieldName=category/);
    await expect(cards(page).first().getByRole("img", { name: "5 estrellas" })).toBeVisible();
    await expectHotelSearchComplete(page);
    const moreOf = (card: Locator) => card.getByRole("button", { name: /^Ver \d+ opci(ón|ones) más$/ });
    await expect(moreOf(cards(page).first())).toBeVisible();
    const labels = await cards(page).evaluateAll((articles) =>
      articles.map((article) => article.querySelector("button:last-of-type")?.textContent ?? ""),
    );
    const index = labels.findIndex((label) => Number(label.match(/^Ver (\d+) opci/)?.[1] ?? 0) >= 10);
    expect(index, "a cluster with more than 10 rates on the first page").toBeGreaterThanOrEqual(0);
    const card = cards(page).nth(index);
    const options = Number((await moreOf(card).textContent())?.match(/\d+/)?.[0]);
    await moreOf(card).click();
    await expect(card.getByTestId("rate-row")).toHaveCount(10);
    await card.getByRole("button", { name: "Ver más", exact: true }).click();
    await expect(card.getByTestId("rate-row")).toHaveCount(Math.min(20, options + 1));
  });
});

test.describe("hotel results on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the 'Filtrar' panel opens full screen, filters by board, has no axe-core violation and goes back", async ({
    page,
  }) => {
    await page.goto(`/hotel/results/MAD/${dayOfNextMonth(9)}/${dayOfNextMonth(12)}/2-0`);
    await countsShown(page).catch(() => expectHotelSearchComplete(page));
    await expectHotelSearchComplete(page);
    await page.getByRole("button", { name: "Filtrar", exact: true }).click();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    const breakfast = panel.getByRole("checkbox", { name: /^Desayuno incluido \(\d+\)$/ });
    await expect(breakfast).toBeVisible();
    await expectNoAxeViolations(page, "phone filter panel open");
    const before = await total(page);
    await breakfast.click();
    await expect(panel.getByRole("checkbox", { name: /^Desayuno incluido/ })).toBeChecked();
    await expect.poll(() => total(page)).not.toBe(before);
    await panel.getByRole("button", { name: /^Volver/ }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Filtrar (1)" })).toBeVisible();
  });
});
