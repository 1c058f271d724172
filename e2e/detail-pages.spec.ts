import { expect, type Page, test } from "@playwright/test";
import {
  attachScreenshot,
  atViewports,
  expectHotelSearchComplete,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  useLanguage,
} from "./support/portal";

// Spec 001 §2 "Hotel detail … opened in a new tab", "House detail: /house/details/{name}/{id}/...", §7 the house
// quote (`accommodationType=HouseOrApartment`), §8 the detail failure and the house quote failure (10 s), spec 000 §4
// adding to a budget. Journeys as `agente` (password demo1234), who works on the pricer portal.

const AGENT = { username: "agente", password: "demo1234" };

/** A day `days` after today (UTC), as the demo's clock counts. */
const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const STAY = () => ({ checkIn: dayFromToday(60), checkOut: dayFromToday(67) });

const signIn = async (page: Page) => {
  expect((await page.request.post("/api/login", { data: AGENT })).ok()).toBe(true);
};

const setScenario = async (page: Page, names: readonly string[]) => {
  expect((await page.request.post("/api/demo/scenario", { data: { names } })).ok()).toBe(true);
};

const hotelResults = () => `/hotel/results/MAD/${STAY().checkIn}/${STAY().checkOut}/2-0`;
const houseResults = () => `/house/results/Punta%20del%20Este/PDP/${STAY().checkIn}/${STAY().checkOut}/2-0`;

/** The first house of the Punta del Este search, through the API (for pages opened directly). */
const firstHouse = async (page: Page): Promise<{ name: string; hotelDetailId: string }> => {
  const reply = await page.request.post("/api/v1/houses/search", { data: { url: houseResults() } });
  expect(reply.ok()).toBe(true);
  const house = ((await reply.json()) as { hotels: { name: string; hotelDetailId: string }[] }).hotels[0];
  if (house === undefined) throw new Error("no house in Punta del Este");
  return house;
};
const houseDetail = (id: string) => `/house/details/casa/${id}/${STAY().checkIn}/${STAY().checkOut}/2-0/PDP`;
const firstHotelDetail = async (page: Page): Promise<{ name: string; url: string }> => {
  const reply = await page.request.post("/api/v1/hotels/search", { data: { url: hotelResults() } });
  const hotel = ((await reply.json()) as { hotels: { name: string; hotelDetailId: string }[] }).hotels[0];
  if (hotel === undefined) throw new Error("no hotel in Madrid");
  return {
    name: hotel.name,
    url: `/hotel/details/h/${hotel.hotelDetailId}/${STAY().checkIn}/${STAY().checkOut}/2-0/MAD`,
  };
};

test("from the Madrid results an agent opens a hotel's detail in a new tab and reads its description, amenities, rates and map", async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto(hotelResults());
  // The final reply may reorder a partial reply's cards: the name read and the link clicked must be one hotel's.
  await expectHotelSearchComplete(page);
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: /Ver Detalle/ }) })
    .first();
  const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  const opened = context.waitForEvent("page");
  await card.getByRole("link", { name: /Ver Detalle/ }).click();
  const detail = await opened;
  await expect(detail.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(detail.getByRole("heading", { level: 2, name: "Descripción" })).toBeVisible();
  await expect(detail.getByRole("heading", { level: 3, name: "Servicios" })).toBeVisible();
  await expect(detail.getByRole("heading", { level: 2, name: "Habitaciones" })).toBeVisible();
  await expect(detail.getByRole("button", { name: "Seleccionar" }).first()).toBeVisible();
  await expect(detail.getByRole("button", { name: "Política de cancelación" }).first()).toBeVisible();
  // The gallery enlarges a photo in a dialog that Escape closes.
  await detail.getByRole("button", { name: /^Ampliar la foto 2 de/ }).click();
  const dialog = detail.getByRole("dialog", { name });
  await expect(dialog.getByRole("img", { name: /foto 2 de/ })).toBeVisible();
  await detail.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("img", { name: /foto 1 de/ })).toBeVisible();
  await detail.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // The map is drawn once it comes near the screen.
  await detail.getByRole("heading", { level: 2, name: "Ubicación" }).scrollIntoViewIfNeeded();
  await expect(
    detail.getByRole("region", { name: "Ubicación" }).getByRole("button", { name: new RegExp(name) }),
  ).toBeVisible();
});

test("in a fresh browser with no active trip, an agent quotes a house from its detail page and reads it on the house checkout summary", async ({
  page,
}) => {
  await signIn(page);
  const house = await firstHouse(page);
  await page.goto(houseDetail(house.hotelDetailId));
  await expect(page.getByRole("heading", { level: 1, name: house.name })).toBeVisible();
  // No trip is active, so the quote goes to the server's next URL: the house's checkout summary.
  await page.getByRole("button", { name: "Seleccionar" }).click();
  await expect(page).toHaveURL(/\/checkout\/house\/V\d{7}-\d{8}-7-2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Resumen de tu cotización" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: house.name })).toBeVisible();
  await expect(page.getByText("2 huéspedes", { exact: true })).toBeVisible();
});

test("from the house results an agent opens a house, adds it to a new trip and quotes it, landing on the trip", async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto(houseResults());
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: /Ver Detalle/ }) })
    .first();
  const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  // The card's rooms tab carries the house's quote and add-to-budget.
  await card.getByRole("button", { name: "Habitaciones" }).click();
  await expect(card.getByRole("button", { name: "Seleccionar" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Agregar a cotización" })).toBeVisible();
  const opened = context.waitForEvent("page");
  await card.getByRole("link", { name: /Ver Detalle/ }).click();
  const detail = await opened;
  await expect(detail.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(detail.getByRole("heading", { level: 2, name: "Tu estadía" })).toBeVisible();
  await expect(detail.getByText("Precio total de la estadía")).toBeVisible();
  // With the pricer, the add opens a trip and goes to it: the house is its item.
  await detail.getByRole("button", { name: "Agregar a cotización" }).click();
  await expect(detail).toHaveURL(/\/v3\/trip\/edit\/\d+$/);
  const trip = detail.url();
  await expect(detail.getByText(name, { exact: false }).first()).toBeVisible();
  // Back on the house, the quote goes to the active trip (spec 001 §2 "with budgeting (pricer) enabled").
  await detail.goBack();
  await detail.getByRole("button", { name: "Seleccionar" }).click();
  await expect(detail).toHaveURL(trip);
});

test("a hotel listed on a later results page opens with its rates; one without availability is named and says it has none", async ({
  page,
}) => {
  await signIn(page);
  const reply = await page.request.post("/api/v1/hotels/search", {
    data: { url: `${hotelResults()}?pagination.currentPage=3` },
  });
  expect(reply.ok()).toBe(true);
  const { hotels } = (await reply.json()) as {
    hotels: { name: string; hotelDetailId: string; rates: unknown[]; disabled?: boolean }[];
  };
  const later = hotels.find((hotel) => hotel.rates.length > 0 && hotel.disabled !== true);
  if (later === undefined) throw new Error("no hotel with rates on Madrid's third page");
  const url = `/hotel/details/h/${later.hotelDetailId}/${STAY().checkIn}/${STAY().checkOut}/2-0/MAD`;
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: later.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Seleccionar" }).first()).toBeVisible();
  await setScenario(page, ["hotel-disabled"]);
  await page.reload();
  await expect(page.getByText("No hay tarifas disponibles para este hotel.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: later.name })).toBeVisible();
  await setScenario(page, []);
});

test("a failed house quote reads the sold-out text and the button says 'No disponible'; a failed detail reads the spec's two lines", async ({
  page,
}) => {
  await signIn(page);
  const house = await firstHouse(page);
  await page.goto(houseDetail(house.hotelDetailId));
  await expect(page.getByRole("heading", { level: 1, name: house.name })).toBeVisible();
  await setScenario(page, ["quote-fail"]);
  await page.getByRole("button", { name: "Seleccionar" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Hemos vendido la última habitación disponible de esa propiedad a ese valor. Por favor prueba otras propiedades o fechas.",
  );
  await expect(page.getByRole("button", { name: "No disponible" })).toBeDisabled();
  await setScenario(page, ["search-fail"]);
  await page.reload();
  const failure = page.getByRole("alert");
  await expect(failure).toContainText("Lo sentimos. Tu solicitud no se ha podido completar en este momento.");
  await expect(failure).toContainText("Por favor intentalo nuevamente más tarde.");
  await setScenario(page, []);
  await page.getByRole("button", { name: "Intente nuevamente" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Tu estadía" })).toBeVisible();
  await page.goto(`/house/details/casa//${STAY().checkIn}/${STAY().checkOut}/2-0/PDP`);
  await expect(page.getByRole("alert")).toContainText("Hotel ID can't be empty");
});

/** The map's heading in each language: the last section, reached once the page has loaded. */
const MAP_HEADING = { es: "Ubicación", en: "Location", pt: "Localização" } as const;

for (const language of PORTAL_LANGUAGES) {
  test(`the hotel and house detail pages have no axe violation (${language}; phone, desktop)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (viewport) => {
      await signIn(page);
      const hotel = await firstHotelDetail(page);
      await page.goto(hotel.url);
      await expect(page.getByRole("heading", { level: 1, name: hotel.name })).toBeVisible();
      await page.getByRole("heading", { level: 2, name: MAP_HEADING[language] }).scrollIntoViewIfNeeded();
      await expect(page.locator(".leaflet-container")).toBeVisible();
      await expectNoAxeViolations(page, `hotel ${language} ${viewport}`);
      await attachScreenshot(page, testInfo, `hotel-detail-${language}-${viewport}`);
      const house = await firstHouse(page);
      await page.goto(houseDetail(house.hotelDetailId));
      await expect(page.getByRole("heading", { level: 1, name: house.name })).toBeVisible();
      await page.getByRole("heading", { level: 2, name: MAP_HEADING[language] }).scrollIntoViewIfNeeded();
      await expect(page.locator(".leaflet-container")).toBeVisible();
      await expectNoAxeViolations(page, `house ${language} ${viewport}`);
      await attachScreenshot(page, testInfo, `house-detail-${language}-${viewport}`);
    });
  });
}
