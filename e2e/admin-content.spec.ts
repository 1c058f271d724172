import { type Browser, expect, type Page, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import {
  attachScreenshot,
  useLanguage as chooseLanguage,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  VIEWPORTS,
} from "./support/portal";

// The back office's content modules (issue 40): the administrator adds a point of interest on the map and a visitor's
// hotel results find it; renames an airline and the flight results say the new name; adds a promotion and the home
// shows it. Each is put back at the end (a removal, the change log's undo, a removal), so the journey runs again on
// the same demo data. Then axe-core on each module in es, en and pt at phone and desktop.

const ADMIN = { username: "admin", password: "demo1234" };
const POI_NAME = "Torre de prueba del back office";
const AIRLINE_NAME = "Aerolíneas Argentinas Renovada";

const signedIn = async (browser: Browser) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post("/api/login", { data: ADMIN })).ok()).toBe(true);
  return page;
};

/** Types into a combobox and picks the first option whose name matches. */
const pick = async (page: Page, box: string, typed: string, option: RegExp) => {
  await page.getByRole("combobox", { name: box }).fill(typed);
  const found = page.getByRole("option", { name: option }).first();
  await expect(found).toBeVisible();
  const text = (await found.textContent()) ?? "";
  await found.click();
  return text.trim();
};

/** A 64 × 40 PNG, orange over blue: what the administrator uploads (a background, a logo). */
const BACKGROUND_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAeElEQVRYhe2SQQ3AABDCUML7NE3J5KAOHZNByEgQ0DbA71UPcQJP4OIVvQtd7xAn8AQuXtG70PUOcQJP4OIVvQtd7xAn8AQuXtG/vhAfVQ9xAk5A8YrchdQ7xAk4AcUrchdS7xAn4AQUr8hdSL1DnIATULwi/3yhDwGYFsTA3Aa1AAAAAElFTkSuQmCC",
  "base64",
);

const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: "Cambios guardados." })).toBeVisible();

test("the administrator adds a POI on the map, renames an airline and adds a promotion; the public pages show each at once", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser);
  const visitor = await (await browser.newContext()).newPage();

  // Points of interest: Buenos Aires, a click on the map places the point, then its name.
  await admin.goto("/admin/pois");
  const menu = admin.getByRole("navigation", { name: "Módulos de administración" });
  await expect(menu.locator("a[aria-current=page]")).toHaveText("Puntos de interés");
  await pick(admin, "Destino", "Buenos Aires", /^Buenos Aires/);
  const map = admin.getByRole("region", { name: "Mapa de Buenos Aires" });
  await expect(map.locator(".leaflet-container")).toBeVisible();
  await map.click({ position: { x: 200, y: 150 } });
  await expect(admin.getByRole("textbox", { name: "Latitud" })).not.toHaveValue("");
  await admin.getByRole("textbox", { name: "Nombre" }).fill(POI_NAME);
  await admin.getByRole("textbox", { name: "Zona o dirección" }).fill("Microcentro");
  await admin.getByRole("combobox", { name: "Tipo" }).selectOption("tourist_attraction");
  await admin.getByRole("button", { name: "Guardar" }).click();
  await saved(admin);
  await expect(admin.getByTestId("poi").filter({ hasText: POI_NAME })).toBeVisible();
  await attachScreenshot(admin, testInfo, "admin-pois");
  // Its edit URL (spec 000 §2: edit URLs map to the list route): the list with the POI open, also after a reload.
  await admin
    .getByRole("link", { name: `Editar ${POI_NAME}` })
    .first()
    .click();
  await expect(admin).toHaveURL(/\/admin\/pois\/BUE\/POI-BUE-N\d+$/);
  await admin.reload();
  await expect(admin.getByRole("textbox", { name: "Nombre" })).toHaveValue(POI_NAME);
  await expect(menu.locator("a[aria-current=page]")).toHaveText("Puntos de interés");
  await admin.getByRole("button", { name: "Cancelar" }).click();
  await expect(admin).toHaveURL(/\/admin\/pois\/BUE$/);

  // The visitor's hotel results: the point-of-interest filter finds it.
  await visitor.goto(`/hotel/results/-34.6037,-58.3816/${dayOfNextMonth(9)}/${dayOfNextMonth(12)}/2-0`);
  const filters = visitor.getByRole("complementary", { name: "Filtrar Por" });
  const poiFilter = filters.getByRole("group", { name: "Punto de interés" });
  await poiFilter.getByRole("combobox", { name: "Dirección o código postal" }).fill("Torre de prueba");
  await expect(visitor.getByRole("option", { name: new RegExp(`^${POI_NAME}`) })).toBeVisible();

  // Airlines: find-airline as a select widget (3 characters at least), then a new name.
  await admin.goto("/admin/airlines");
  await admin.getByRole("combobox", { name: "Buscar una aerolínea" }).fill("ae");
  await expect(admin.getByText("Ingrese al menos 3 caracteres")).toBeVisible();
  await pick(admin, "Buscar una aerolínea", "Aerolíneas", /\(AR\)$/);
  // Its logo first (uploaded at once), then its new name.
  await admin.getByLabel(/^Logo de Aerolíneas Argentinas \(jpg/).setInputFiles({
    name: "ar.png",
    mimeType: "image/png",
    buffer: BACKGROUND_PNG,
  });
  await saved(admin);
  await expect(admin.getByRole("img", { name: "Logo de Aerolíneas Argentinas" }).first()).toBeVisible();
  await admin.getByRole("textbox", { name: "Nombre de AR" }).fill(AIRLINE_NAME);
  await admin.getByRole("button", { name: "Guardar" }).click();
  await saved(admin);
  await expect(admin.getByTestId("airline").filter({ hasText: AIRLINE_NAME })).toBeVisible();
  await visitor.goto(
    `/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/${dayOfNextMonth(8)};${dayOfNextMonth(15)}/0/0/ALL/-/-`,
  );
  await expect(visitor.getByText(AIRLINE_NAME).first()).toBeVisible({ timeout: 30_000 });
  // The results' cards of that airline (filtered to it: the list draws only the cards in view) show its logo.
  await visitor.getByRole("checkbox", { name: new RegExp(`^${AIRLINE_NAME}`) }).check();
  const logo = visitor.getByRole("heading", { level: 2, name: AIRLINE_NAME }).first().locator("img");
  await expect(logo).toHaveAttribute("src", /^\/images\/uploads\/.+\.img$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await attachScreenshot(visitor, testInfo, "flight-results-with-logo");

  // Home content: a Madrid hotel added to the promotions, shown on the home.
  await admin.goto("/admin/home");
  const promotions = admin.getByTestId("home-promotions");
  await promotions.getByRole("combobox", { name: "Destino del hotel" }).fill("Madrid");
  await admin
    .getByRole("option", { name: /^Madrid/ })
    .first()
    .click();
  await promotions.getByRole("combobox", { name: "Hotel", exact: true }).fill("Hotel");
  // The hotel combobox's options (the background section's native product select holds options too).
  const hotelOption = admin.getByRole("listbox").getByRole("option").first();
  await expect(hotelOption).toBeVisible();
  const hotelName = ((await hotelOption.textContent()) ?? "").trim();
  await hotelOption.click();
  const title = `${hotelName} en promoción`;
  const titleBox = promotions.getByRole("textbox").last();
  await titleBox.fill(title);
  // The home shows the first promotions: up to the top of the list.
  const up = promotions.getByRole("button", { name: `Subir ${title}` });
  while (await up.isEnabled()) await up.click();
  await expect(promotions.getByRole("textbox").first()).toHaveValue(title);
  await promotions.getByRole("button", { name: "Guardar" }).click();
  await saved(admin);
  await attachScreenshot(admin, testInfo, "admin-home");
  await visitor.goto("/");
  await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 20_000 });
  await attachScreenshot(visitor, testInfo, "home-with-promotion");

  // Back as it was: the promotion removed, the airline's rename undone from the change log, the POI removed.
  await admin.goto("/admin/home");
  await promotions.getByRole("button", { name: `Quitar ${title}` }).click();
  await promotions.getByRole("button", { name: "Guardar" }).click();
  await saved(admin);
  await admin.goto("/admin/audit");
  const rename = admin.getByTestId("audit-entry").filter({ hasText: AIRLINE_NAME }).first();
  await rename.getByRole("button", { name: "Deshacer" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Cambio deshecho." })).toBeVisible();
  await admin.reload();
  await admin.getByRole("button", { name: "Deshacer el cambio de AR: logo" }).first().click();
  await expect(admin.getByRole("status").filter({ hasText: "Cambio deshecho." })).toBeVisible();
  await admin.goto("/admin/pois");
  await pick(admin, "Destino", "Buenos Aires", /^Buenos Aires/);
  await admin
    .getByRole("button", { name: `Quitar ${POI_NAME}` })
    .first()
    .click();
  await saved(admin);
  await expect(admin.getByTestId("poi").filter({ hasText: POI_NAME })).toHaveCount(0);
});

/** The width of the image the home shows behind its search box (the default SVGs are 1600 px wide, the upload 64). */
const heroImageWidth = (page: Page) =>
  page
    .locator("picture[data-page-code] img")
    .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test("the administrator uploads a home background for hotels on desktops in English; the English home shows it, the Spanish keeps the default; undo", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser);
  await admin.setViewportSize(VIEWPORTS.desktop);
  await admin.goto("/admin/home");
  const section = admin.getByRole("region", { name: "Imágenes de fondo de la home" });
  await expect(section.getByRole("combobox", { name: "Producto" })).toHaveValue("hotels");
  const slot = section.locator('[data-slot="hotels/desktop/en"]');
  // A refused file first: an SVG is turned down before it is sent, with the admin's message.
  await slot.getByLabel(/Subir una imagen/).setInputFiles({
    name: "fondo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(section.getByRole("status")).toHaveText(/No se aceptan imágenes SVG/);
  await slot
    .getByLabel(/Subir una imagen/)
    .setInputFiles({ name: "fondo.png", mimeType: "image/png", buffer: BACKGROUND_PNG });
  await expect(section.getByRole("status")).toHaveText(/Imagen de fondo guardada/);
  await expect(slot.getByText("Imagen subida")).toBeVisible();
  await expect(section.locator('[data-slot="hotels/desktop/es"]').getByText("Imagen predeterminada")).toBeVisible();
  await attachScreenshot(admin, testInfo, "admin-home-backgrounds");

  // The visitor's home, desktop: in English the upload, in Spanish the default.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const visitor = await context.newPage();
  await chooseLanguage(visitor, baseURL ?? "", "en");
  await visitor.goto("/");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => heroImageWidth(visitor)).toBe(64);
  await attachScreenshot(visitor, testInfo, "home-with-background-en");
  await chooseLanguage(visitor, baseURL ?? "", "es");
  await visitor.goto("/");
  await expect.poll(() => heroImageWidth(visitor)).toBe(1600);

  // Undone from the change log: the English home shows the default again.
  await admin.goto("/admin/audit");
  const entry = admin
    .getByTestId("audit-entry")
    .filter({ hasText: "Hoteles: escritorio, inglés" })
    .filter({ has: admin.getByRole("button", { name: /^Deshacer/ }) })
    .first();
  await expect(entry).toContainText("(la imagen predeterminada)");
  await entry.getByRole("button", { name: /^Deshacer/ }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Cambio deshecho." })).toBeVisible();
  await chooseLanguage(visitor, baseURL ?? "", "en");
  await visitor.goto("/");
  await expect.poll(() => heroImageWidth(visitor)).toBe(1600);
  await context.close();
});

test("each content module is axe clean in es, en and pt, at phone and desktop", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser);
  for (const language of PORTAL_LANGUAGES) {
    await chooseLanguage(admin, baseURL ?? "", language);
    for (const size of ["phone", "desktop"] as const) {
      await admin.setViewportSize(VIEWPORTS[size]);
      for (const module of ["pois", "airlines", "home"]) {
        await admin.goto(`/admin/${module}`);
        await expect(admin.getByRole("heading", { level: 2 }).first()).toBeVisible();
        if (module === "pois") {
          await admin.getByRole("combobox").first().fill("Buenos");
          await admin
            .getByRole("option", { name: /^Buenos Aires/ })
            .first()
            .click();
          await expect(admin.locator(".leaflet-container")).toBeVisible();
        }
        await expectNoAxeViolations(admin, `${module} in ${language} at ${size}`);
      }
    }
  }
});
