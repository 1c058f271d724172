import { expect, type Locator, type Page, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import {
  attachScreenshot,
  atViewports,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  useLanguage,
  VIEWPORTS,
} from "./support/portal";

/*
 * Flight-plus-hotel packages (spec 002 §2, §4, §5; spec 001 §2, §4 hotel selection inside dynamic packaging): from the
 * home package box to Buenos Aires – Cancún with the hotel in Cozumel for part of the stay; the 'Actualizar' form
 * restored from the URL with its checks; flights and a hotel chosen while the package total follows; the package
 * added as one product to a new budget of `agente` and seen in the budget widget and the budget; the package detail
 * with the hotel it names. axe-core on the results and the detail in es, en and pt at phone and desktop widths.
 */

/** `YYYY-MM-DD` as the date fields show it, `dd/MM/yyyy`. */
const shown = (date: string) => date.split("-").reverse().join("/");
/** A day as the budget's lines write it, the calendar day in the reader's language ("8 ene 2027"). */
const budgetDay = (date: string) =>
  new Intl.DateTimeFormat("es", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

const logIn = async (page: Page, username: string) => {
  expect((await page.request.post("/api/login", { data: { username, password: "demo1234" } })).ok()).toBe(true);
};

/** Types into a place box and chooses the suggestion that starts with this name. */
const choose = async (page: Page, input: Locator, typed: string, name: string) => {
  await input.fill(typed);
  await page.getByRole("option", { name: new RegExp(`^${name}( |$)`) }).click();
};

/** Opens the calendar from a date input and picks the days. */
const pickDays = async (page: Page, input: Locator, days: readonly string[]) => {
  await input.click();
  for (const day of days) await page.locator(`button[data-date="${day}"]`).click();
};

/** Expects a field to be invalid and to be described by exactly this message. */
const expectMessage = async (field: Locator, message: string) => {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
};

const FLIGHT = [dayOfNextMonth(8), dayOfNextMonth(17)] as const;
const HOTEL = [dayOfNextMonth(9), dayOfNextMonth(15)] as const;
const RESULTS = `/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/${FLIGHT[0]}/${FLIGHT[1]}/2-0/CZM:Cozumel/${HOTEL[0]};${HOTEL[1]}`;

/** The package total the summary shows. */
const totalOf = (summary: Locator) => summary.locator("dd[aria-live]");

/** The results have come: both parts are listed. */
const waitForPackage = async (page: Page) => {
  await expect(page.getByRole("region", { name: "Elegí tus vuelos" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Elegí tu hotel" }).getByRole("article").first()).toBeVisible();
};

test.describe("packages, desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("an agent searches Buenos Aires – Cancún with a Cozumel hotel for part of the stay, chooses, adds the package and opens its detail", async ({
    page,
  }, testInfo) => {
    await logIn(page, "agente");
    await page.goto("/");
    // Signed in by the API alone, the page learns who is here from the user record: the header then grows a row and
    // the page moves down under the pointer. A person clicks the tab once the page has settled.
    await expect(page.getByRole("link", { name: "Salir", exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Vuelo + Hotel", exact: true }).click();
    const home = page.getByRole("form", { name: "Vuelo + Hotel" });
    await choose(page, page.locator("#flightHotel-origins"), "Bue", "Buenos Aires, Argentina");
    await page.locator("#flightHotel-origins").press("Escape");
    await choose(page, page.locator("#flightHotel-destinationId"), "Canc", "Cancún, México");
    await pickDays(page, page.locator("#flightHotel-checkIn"), FLIGHT);
    await home.getByLabel("Quiero alojarme en otro destino").check();
    await choose(page, page.locator("#flightHotel-accommodationCityId"), "Coz", "Cozumel, México");
    await home.getByLabel("Quiero alojamiento solo por una parte de la estadía").check();
    await pickDays(page, page.locator("#flightHotel-hotelIn"), HOTEL);
    await expect(page.locator("#flightHotel-hotelIn-nights")).toHaveText("6");
    await home.getByRole("button", { name: "Buscar", exact: true }).click();

    await expect(page).toHaveURL(
      new RegExp(
        `/flightsHotels/results/BUE:[^/]+/CUN/[^/]+/${FLIGHT[0]}/${FLIGHT[1]}/2-0/CZM:[^/]+/${HOTEL[0]};${HOTEL[1]}$`,
      ),
    );
    await expect(page.getByRole("heading", { level: 1, name: /^Vuelo \+ hotel a Cancún/ })).toBeVisible();
    await waitForPackage(page);
    const hotels = page.getByRole("region", { name: "Elegí tu hotel" });
    await expect(hotels).toContainText(`En Cozumel, México, del ${shown(HOTEL[0])} al ${shown(HOTEL[1])} (6 noches)`);

    // 'Ajustar búsqueda' opens the 'Actualizar' form holding the search: the different hotel city, the partial stay
    // and its nights.
    const search = page.getByRole("region", { name: "Tu búsqueda" });
    await expect(search).toContainText("Buenos Aires, Argentina → Cancún, México");
    await expect(search).toContainText(`Vuelos del ${shown(FLIGHT[0])} al ${shown(FLIGHT[1])}`);
    await search.getByRole("button", { name: "Ajustar búsqueda" }).click();
    const update = page.getByRole("form", { name: "Vuelo + Hotel" });
    await expect(update.getByRole("button", { name: "Actualizar", exact: true })).toBeVisible();
    await expect(update.getByLabel("Quiero alojarme en otro destino")).toBeChecked();
    await expect(page.locator("#flightHotel-accommodationCityId")).toHaveValue(/^Cozumel/);
    await expect(page.locator("#flightHotel-hotelIn")).toHaveValue(shown(HOTEL[0]));
    await expect(page.locator("#flightHotel-hotelIn-nights")).toHaveText("6");
    // Rooms come and go with their remove button; a hotel day outside the flight dates is refused.
    await page.locator("#flightHotel-rooms").selectOption("2");
    await update.getByRole("button", { name: "Quitar habitación 2" }).click();
    await expect(page.locator("#flightHotel-rooms")).toHaveValue("1");
    await pickDays(page, page.locator("#flightHotel-hotelIn"), [dayOfNextMonth(6), dayOfNextMonth(10)]);
    await update.getByRole("button", { name: "Actualizar", exact: true }).click();
    await expectMessage(page.locator("#flightHotel-hotelIn"), "Debe estar dentro del rango del vuelo.");
    await expect(page).toHaveURL(new RegExp(`/${HOTEL[0]};${HOTEL[1]}$`));

    // The recommended hotel is the package's; another one changes the total.
    const summary = page.getByRole("complementary", { name: "Tu paquete" });
    const recommended = hotels.getByRole("article").first();
    await expect(recommended).toContainText("Opción recomendada");
    await expect(recommended).toContainText("Incluida en el precio");
    await expect(recommended.getByRole("button", { name: /^Seleccionado/ })).toBeDisabled();
    // Its amenities are named, as on the hotel results.
    await expect(recommended.getByRole("list", { name: "Servicios" }).getByRole("listitem").first()).toHaveText(
      /^\p{Lu}/u,
    );
    const firstTotal = await totalOf(summary).textContent();
    const other = hotels.getByRole("article").nth(1);
    const otherName = (await other.getByRole("heading", { level: 2 }).textContent()) ?? "";
    await expect(other).toContainText(/por USD [\d.,]+ (más|menos)/);
    await other.getByRole("button", { name: `Seleccionar ${otherName}` }).click();
    await expect(other).toContainText("Incluida en el precio");
    await expect(recommended.getByRole("button", { name: /^Seleccionar/ })).toBeEnabled();
    await expect(summary).toContainText(otherName);
    await expect(totalOf(summary)).not.toHaveText(firstTotal ?? "");

    // Another flight solution: both legs picked on its card, then 'Seleccionar'; the total follows again.
    const flights = page.getByRole("region", { name: "Elegí tus vuelos" });
    const secondTotal = await totalOf(summary).textContent();
    const solution = flights.getByRole("article").nth(1);
    const select = solution.getByRole("button", { name: /^Seleccionar / });
    await expect(select).toBeDisabled();
    await expect(solution).toContainText("Elegí la ida y la vuelta de esta opción para seleccionarla.");
    await solution
      .getByRole("button", { name: /^Elegir el vuelo de IDA/ })
      .first()
      .click();
    await solution
      .getByRole("button", { name: /^Elegir el vuelo de VUELTA/ })
      .first()
      .click();
    await select.click();
    await expect(solution.getByRole("button", { name: /^Seleccionado / })).toBeDisabled();
    await expect(solution).toContainText("Incluida en el precio");
    await expect(totalOf(summary)).not.toHaveText(secondTotal ?? "");
    const packageTotal = (await totalOf(summary).textContent()) ?? "";
    await attachScreenshot(page, testInfo, "package-results-chosen-desktop");

    // The package goes to a new budget as one product; the shared add-to-budget behaviour goes on to the trip, which
    // lists it, and the budget widget shows that budget as the active one.
    const detailHref =
      (await summary.getByRole("link", { name: "Ver detalle del paquete" }).getAttribute("href")) ?? "";
    const title = `Cozumel ${Math.random().toString(36).slice(2, 7)}`;
    await page.getByTestId("budget-widget-button").click();
    const panel = page.getByTestId("budget-widget-panel");
    await panel.getByRole("button", { name: "Nuevo presupuesto" }).click();
    await panel.getByRole("textbox", { name: "Título", exact: true }).fill(title);
    await panel.getByRole("textbox", { name: "Nombre", exact: true }).fill("Ana");
    await panel.getByRole("textbox", { name: "Apellido", exact: true }).fill("López");
    await panel.getByRole("button", { name: "Crear presupuesto" }).click();
    await expect(panel.getByTestId("budget-active")).toContainText(title);
    await page.getByTestId("budget-widget-button").click();
    await expect(panel).toBeHidden();
    await summary.getByRole("button", { name: /^Agregar a (cotización|presupuesto)$/ }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Continuemos con más servicios" })).toBeVisible();
    await expect(page).toHaveURL(/\/v3\/trip\/edit\/\d+$/);
    const line = page.getByRole("region", { name: "Servicios" }).getByRole("listitem");
    await expect(line).toHaveText(/^Vuelo \+ Hotel/);
    // The line reads as the package: route, the chosen hotel, the flight dates and the total the summary showed.
    await expect(line).toContainText(`Buenos Aires → Cancún · ${otherName}`);
    await expect(line).toContainText(`${budgetDay(FLIGHT[0])} – ${budgetDay(FLIGHT[1])}`);
    await expect(line).toContainText(packageTotal);
    await attachScreenshot(page, testInfo, "package-trip-line-desktop");
    const tripId = page.url().split("/").pop() ?? "";
    expect(await (await page.request.get(`/api/budget/get/${tripId}`)).text()).toContain('"product":"flightHotel"');
    await page.getByTestId("budget-widget-button").click();
    await expect(panel.getByTestId("budget-active")).toContainText(title);
    await page.getByTestId("budget-widget-button").click();

    // The package's detail: the hotel it names, with its catalogue detail and a link to its own page.
    await page.goto(detailHref);
    await expect(page).toHaveURL(/\/flightsHotels\/packageDetails\/PK[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Detalle del paquete" })).toBeVisible();
    const hotel = page.getByRole("region", { name: "El hotel", exact: true });
    await expect(hotel).toContainText(otherName);
    await expect(page.getByText("Buenos Aires → Cozumel")).toBeVisible();
    await expect(page.getByText(`Del ${shown(HOTEL[0])} al ${shown(HOTEL[1])} · 6 noches · 2 pasajeros`)).toBeVisible();
    await expect(hotel.getByRole("region", { name: "Sobre el hotel" })).toBeVisible();
    // The flight chosen on the results page, both legs of it, and the total the summary showed.
    const detailFlight = page.getByRole("region", { name: "El vuelo" });
    await expect(detailFlight).toContainText(/Vuelo [A-Z0-9]{2}\d+/);
    await expect(detailFlight.getByRole("heading", { level: 3 })).toHaveText([/^IDA · /, /^VUELTA · /]);
    await expect(detailFlight.getByRole("list", { name: "VUELTA" }).getByRole("listitem").first()).toContainText(
      /^[A-Z]{3} → [A-Z]{3} · Vuelo /,
    );
    await expect(page.getByRole("region", { name: "Precio total del paquete" })).toContainText(packageTotal);
    await attachScreenshot(page, testInfo, "package-detail-desktop");
    await hotel.getByRole("link", { name: `Ver el hotel ${otherName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/hotel/details/[^/]+/\\d+/${HOTEL[0]}/${HOTEL[1]}/2-0/CZM$`));
    await expect(page.getByRole("heading", { level: 1, name: otherName })).toBeVisible();
  });

  test("a results link shared with a visitor searches once: the reply fetched with the page is the one it shows", async ({
    page,
  }) => {
    const searches: string[] = [];
    const unusedPreloads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/flightsHotels/search")) searches.push(request.url());
    });
    page.on("console", (message) => {
      if (message.text().includes("preloaded using link preload but not used")) unusedPreloads.push(message.text());
    });
    await page.goto(RESULTS);
    await waitForPackage(page);
    await expect(page.getByRole("region", { name: "Elegí tu hotel" })).toContainText(
      `En Cozumel, del ${shown(HOTEL[0])} al ${shown(HOTEL[1])} (6 noches)`,
    );
    // The shell's first script sent the call with the document, and the page used that reply.
    expect(searches).toHaveLength(1);
    expect(unusedPreloads).toEqual([]);
  });

  test("an address that does not read says so and offers the search form", async ({ page }) => {
    await page.goto("/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/not-a-date/2027-01-10/2-0/0/0");
    await expect(page.getByRole("alert")).toHaveText(
      "No pudimos leer esta búsqueda. Revisá los datos y buscá de nuevo.",
    );
    await expect(
      page.getByRole("form", { name: "Vuelo + Hotel" }).getByRole("button", { name: "Buscar" }),
    ).toBeVisible();
  });
});

test.describe("package screens", () => {
  for (const language of PORTAL_LANGUAGES) {
    test(`the results and the detail pass axe-core in ${language}, phone and desktop`, async ({ page, baseURL }) => {
      // Two axe-core scans per size, one of a page holding every flight and hotel of the package: slower than one
      // screen; atViewports doubles it for two sizes.
      test.setTimeout(90_000);
      await useLanguage(page, baseURL ?? "", language);
      await atViewports(page, ["phone", "desktop"], async (width) => {
        await page.goto(RESULTS);
        await expect(page.getByRole("complementary").locator("dd[aria-live]")).toHaveText(/\d/);
        const adjust = page.getByRole("button", { name: /Ajustar búsqueda|Adjust search|Ajustar busca/ });
        await adjust.click();
        await expect(page.getByRole("button", { name: /Actualizar|Update|Atualizar/ })).toBeVisible();
        await expectNoAxeViolations(page, `package results ${language} ${width}`);
        const detail = page.getByRole("complementary").getByRole("link");
        await detail.click();
        await expect(page).toHaveURL(/\/flightsHotels\/packageDetails\//);
        // The results stay drawn while the detail's code loads: wait for the detail itself.
        await expect(
          page.getByRole("heading", { level: 1, name: /Detalle del paquete|Package details|Detalhes do pacote/ }),
        ).toBeVisible();
        // The chosen flight's outbound leg is drawn with the rest of the reply.
        await expect(page.getByRole("heading", { level: 3, name: /^(IDA|OUTBOUND) · / })).toBeVisible();
        await expectNoAxeViolations(page, `package detail ${language} ${width}`);
      });
    });
  }
});
