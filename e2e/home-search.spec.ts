import { writeFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { dayFromToday, dayOfMonthAhead, dayOfNextMonth } from "./support/dates";
import {
  attachScreenshot,
  atViewports,
  expectNoAxeViolations,
  layoutShift,
  PORTAL_LANGUAGES,
  useLanguage,
  VIEWPORTS,
  type ViewportName,
} from "./support/portal";

/*
 * The home search boxes (spec 001 §2 Home search, §4, §5; spec 002 §2, §4, §5; spec 000 §2, §5, §9): each box filled
 * wrongly shows every message on its own field (aria-invalid and aria-describedby), then filled correctly lands on
 * the results URL core builds. The demo API answers the suggestions, images and form posts.
 */

/** One day in every week row of a month, whichever weekday it starts on: the 1st, 8th, 15th, 22nd and the last. */
const rowDaysOfMonthAhead = (ahead: number) => [1, 8, 15, 22, 31].map((day) => dayOfMonthAhead(ahead, day));

/** The same day as the date inputs show it (core's card date, dd/mm/yyyy). */
const cardDate = (iso: string) => iso.split("-").reverse().join("/");

/** Expects a field to be invalid and to be described by exactly this message. */
const expectMessage = async (field: Locator, message: string) => {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
};

/** Expects a field to carry no message. */
const expectNoMessage = async (field: Locator) => {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
};

const openHome = async (page: Page) => {
  await page.goto("/");
  await expect(page.getByRole("tab", { name: "Hoteles", exact: true })).toBeVisible();
};

const openTab = async (page: Page, name: string) => {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
};

/** A suggestion by its place name (its accessible name may go on with the place's type, e.g. 'Ciudad'). */
const suggestion = (page: Page, name: string) =>
  page.getByRole("option", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( |$)`) });

/**
 * Types into a destination box and chooses the suggestion with this name, then waits for the frame that shows the
 * choice: Headless UI gives the focus back to the box in that frame (a requestAnimationFrame on a desktop). Filled
 * before it, the next box lost the focus to this one, and its text went here (CI under load, 2026-12-04).
 */
const choose = async (page: Page, input: Locator, typed: string, option: string) => {
  await input.fill(typed);
  await suggestion(page, option).click();
  await page.evaluate(() => new Promise<void>((shown) => requestAnimationFrame(() => shown())));
};

/** Opens the calendar from a date input and picks the days (desktop popover; the phone's dialog confirms). */
const pickDays = async (page: Page, input: Locator, days: readonly string[], confirm = false) => {
  await input.click();
  for (const day of days) await page.locator(`button[data-date="${day}"]`).click();
  if (confirm) await page.getByRole("button", { name: "Confirmar" }).click();
};

const search = (form: Locator) => form.getByRole("button", { name: "Buscar", exact: true }).click();

test.describe("home search boxes, desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("hotel box: every message on its field, rooms and ages, then the hotel results URL", async ({ page }) => {
    await openHome(page);
    const form = page.getByRole("form", { name: "Hoteles" });
    const destination = page.locator("#hotel-destinationId");
    const checkIn = page.locator("#hotel-checkIn");
    const checkOut = page.locator("#hotel-checkOut");

    await search(form);
    await expectMessage(destination, "Por favor, ingrese un destino.");
    await expectMessage(checkIn, "Por favor, ingrese fecha de entrada.");
    await expectMessage(checkOut, "Por favor, ingrese fecha de salida.");
    await expect(destination).toBeFocused();

    // Typed but not chosen: the hidden destination is still empty.
    await destination.fill("Madr");
    await expect(suggestion(page, "Madrid, España")).toBeVisible();
    await destination.press("Escape");
    await expectMessage(destination, "Por favor, ingrese un destino.");

    // The same day twice: check-out must come after check-in (core's rule beyond the spec).
    const start = dayOfNextMonth(22);
    await pickDays(page, checkIn, [start, start]);
    await expectMessage(checkOut, "La fecha de salida debe ser posterior a la de entrada.");
    await expectNoMessage(checkIn);

    // Room count adds and trims rooms; child count adds an age selector whose empty value is refused.
    const rooms = page.locator("#hotel-rooms");
    await rooms.selectOption("3");
    await expect(form.getByRole("group", { name: "Habitación 3" })).toBeVisible();
    await rooms.selectOption("1");
    await expect(form.getByRole("group", { name: "Habitación 2" })).toHaveCount(0);
    await page.locator("#hotel-rooms-0-children").selectOption("2");
    await expectMessage(page.locator("#hotel-rooms-0-ages-0"), "El campo edad no puede quedar vacío");
    await expectMessage(page.locator("#hotel-rooms-0-ages-1"), "El campo edad no puede quedar vacío");
    // Core's age list: 0 to 17; once the room holds two infants, only 2 to 17.
    await expect(page.locator("#hotel-rooms-0-ages-0 option")).toHaveCount(19);
    await page.locator("#hotel-rooms-0-children").selectOption("3");
    await page.locator("#hotel-rooms-0-ages-0").selectOption("0");
    await page.locator("#hotel-rooms-0-ages-1").selectOption("1");
    await expect(page.locator("#hotel-rooms-0-ages-2 option")).toHaveText([
      "Elegí la edad",
      ...Array.from({ length: 16 }, (_, index) => String(index + 2)),
    ]);
    await page.locator("#hotel-rooms-0-children").selectOption("1");
    await expect(page.locator("#hotel-rooms-0-ages-1")).toHaveCount(0);
    await page.locator("#hotel-rooms-0-ages-0").selectOption("5");
    await expectNoMessage(page.locator("#hotel-rooms-0-ages-0"));

    // The advanced search reveals the hotel name and the availability.
    await form.getByRole("button", { name: "Búsqueda avanzada" }).click();
    await expect(page.locator("#hotel-availability")).toHaveValue("CNF");
    await expect(page.locator("#hotel-hotelName")).toBeVisible();

    await choose(page, destination, "Mad", "Madrid, España");
    const end = dayOfNextMonth(26);
    await pickDays(page, checkIn, [start, end]);
    await expect(checkIn).toHaveValue(cardDate(start));
    await expect(checkOut).toHaveValue(cardDate(end));
    await expect(page.locator("#hotel-checkIn-nights")).toHaveText("4");
    await search(form);
    await expect(page).toHaveURL(`/hotel/results/MAD/${start}/${end}/2-1:5?availability=CNF`);
    await expect(page.getByRole("heading", { level: 1, name: "Resultados de hoteles" })).toBeVisible();
    await expect(page.getByText("4 noches · 1 habitación · 2 adultos · 1 menor")).toBeVisible();
  });

  test("hotel box: a hotel and a point of interest are suggested, as its placeholder says, and each searches", async ({
    page,
  }) => {
    await openHome(page);
    const form = page.getByRole("form", { name: "Hoteles" });
    const destination = page.locator("#hotel-destinationId");
    await expect(destination).toHaveAttribute("placeholder", "Ciudad, hotel o punto de interés");
    await destination.fill("Museo de Arte");
    await expect(page.getByRole("option", { name: /^Museo de Arte/ }).first()).toBeVisible();
    await destination.fill("Magnolia Hotel");
    const hotel = page.getByRole("option", { name: /^Magnolia Hotel/ }).first();
    await expect(hotel).toBeVisible();
    await hotel.click();
    const start = dayOfNextMonth(10);
    const end = dayOfNextMonth(12);
    await pickDays(page, page.locator("#hotel-checkIn"), [start, end]);
    await search(form);
    await expect(page).toHaveURL(new RegExp(`/hotel/results/[A-Z]+OMNICODE=[^/]+/${start}/${end}/2-0`));
    await expect(page.getByRole("heading", { level: 1, name: "Resultados de hoteles" })).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText("Magnolia Hotel", { timeout: 30_000 });
  });

  test("house box: its messages, then the house results URL; a find-house link restores the box", async ({ page }) => {
    await openHome(page);
    await openTab(page, "Casas");
    const form = page.getByRole("form", { name: "Casas" });
    const destination = page.locator("#house-destinationId");

    await search(form);
    await expectMessage(destination, "Por favor, ingrese un destino.");
    await expectMessage(page.locator("#house-checkIn"), "Por favor, ingrese fecha de entrada.");
    await expectMessage(page.locator("#house-checkOut"), "Por favor, ingrese fecha de salida.");
    await expect(page.locator("#house-passengers")).toHaveValue("2");

    await choose(page, destination, "Mad", "Madrid, España");
    const start = dayOfNextMonth(8);
    const end = dayOfNextMonth(11);
    await pickDays(page, page.locator("#house-checkIn"), [start, end]);
    await page.locator("#house-passengers").selectOption("4");
    await search(form);
    await expect(page).toHaveURL(`/house/results/Madrid,%20Espa%C3%B1a/MAD/${start}/${end}/4-0`);
    await expect(page.getByRole("heading", { level: 1, name: "Resultados de casas" })).toBeVisible();
    await expect(page.getByText("3 noches · 4 adultos")).toBeVisible();

    // The chosen place comes back as a recent location when a destination box is focused empty (spec 000 §5).
    await openHome(page);
    await page.locator("#hotel-destinationId").focus();
    await expect(page.getByRole("listbox", { name: "Búsquedas recientes" })).toBeVisible();
    await expect(suggestion(page, "Madrid, España")).toBeVisible();
    await page.locator("#hotel-destinationId").press("Escape");

    // A find-house link (spec 001 §2 "find-house restore the search from the URL") opens the box filled in.
    await page.goto(`/#find-house/MardelPlata/MDQ?checkIn=${start}&checkOut=${end}&passengers=3`);
    await expect(page.getByRole("tab", { name: "Casas", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#house-destinationId")).toHaveValue("Mardel Plata");
    await expect(page.locator("#house-checkIn")).toHaveValue(cardDate(start));
    await expect(page.locator("#house-checkOut")).toHaveValue(cardDate(end));
    await expect(page.locator("#house-passengers")).toHaveValue("3");
  });

  test("flight box: origins, destination, dates, passengers and advanced search, then the flight results URL", async ({
    page,
  }) => {
    await openHome(page);
    await openTab(page, "Vuelos");
    const form = page.getByRole("form", { name: "Vuelos" });
    const origins = page.locator("#flight-origins");
    const destination = page.locator("#flight-destinationId");
    const departure = page.locator("#flight-departure");
    const returnDate = page.locator("#flight-returnDate");

    await search(form);
    await expectMessage(origins, "Por favor, ingrese al menos un origen.");
    await expectMessage(destination, "Por favor, ingrese un destino.");
    await expectMessage(departure, "Por favor, ingrese una fecha de partida.");
    await expectMessage(returnDate, "Por favor, ingrese una fecha de regreso.");

    // A destination typed but not chosen from the list.
    await destination.fill("Mad");
    await expect(suggestion(page, "Madrid, España")).toBeVisible();
    await destination.press("Escape");
    await expectMessage(destination, "Ingrese un destino válido.");

    // One-way disables the return date and drops its message.
    await form.getByLabel("Solo ida").check();
    await expect(returnDate).toBeDisabled();
    await expectNoMessage(returnDate);
    await form.getByLabel("Solo ida").uncheck();
    await expect(returnDate).toBeEnabled();

    // A child without an age; two babies for one adult.
    await page.locator("#flight-children").selectOption("2");
    await expectMessage(page.locator("#flight-ages-0"), "Debe elegir una edad para el menor");
    await page.locator("#flight-ages-0").selectOption({ label: "Bebé (0 a 24 meses, en brazos)" });
    await page.locator("#flight-ages-1").selectOption({ label: "Bebé (0 a 24 meses, en brazos)" });
    await expectMessage(
      page.locator("#flight-adults"),
      "Por favor, seleccione una cantidad de adultos mayor o igual a los niños y bebes ingresados.",
    );
    await page.locator("#flight-adults").selectOption("2");
    await expectNoMessage(page.locator("#flight-adults"));
    await page.locator("#flight-children").selectOption("1");
    await expect(page.locator("#flight-ages-1")).toHaveCount(0);

    // Multi-origin with the '(+N más)' summary.
    await choose(page, origins, "Bue", "Buenos Aires, Argentina");
    await origins.fill("Cór");
    await suggestion(page, "Córdoba, Argentina").click();
    await origins.press("Escape");
    await expect(origins).toHaveValue("Buenos Aires, Argentina (+1 más)");
    await expectNoMessage(origins);

    // Advanced search: cabin, connections; no office ID for a visitor (supplier selection not allowed).
    const toggle = form.getByRole("button", { name: "Búsqueda Avanzada" });
    await toggle.click();
    await expect(form.getByRole("button", { name: "Búsqueda Convencional" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#flight-cabin option")).toHaveText(["Indistinta", "Económica", "Ejecutiva", "Primera"]);
    await page.locator("#flight-cabin").selectOption("BSN");
    await expect(form.getByRole("group", { name: "Conexiones" }).getByRole("checkbox")).toHaveCount(3);
    await form.getByLabel("Directo").check();
    await expect(page.locator("#flight-officeId")).toHaveCount(0);

    await choose(page, destination, "Mad", "Madrid, España");
    // The first and the last row of a month, with the advanced search making the box at its tallest.
    const start = dayOfNextMonth(1);
    const end = dayOfNextMonth(31);
    await pickDays(page, departure, [start, end]);
    await search(form);
    await expect(page).toHaveURL(
      new RegExp(`/flight/results/[^/]+/2-1:1/BUE;COR/[^/]+/MAD/${start};${end}/0/0/BSN/0/-$`),
    );
    // The flight results page (e2e/flight-results.spec.ts) restores the search in its compact form.
    await expect(page.getByRole("heading", { level: 1, name: /^Vuelos a Madrid/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Actualizar", exact: true })).toBeVisible();
  });

  test("flight box: one-way picks one date and the return stays empty", async ({ page }) => {
    await openHome(page);
    await openTab(page, "Vuelos");
    const form = page.getByRole("form", { name: "Vuelos" });
    await choose(page, page.locator("#flight-origins"), "Bue", "Buenos Aires, Argentina");
    await page.locator("#flight-origins").press("Escape");
    await choose(page, page.locator("#flight-destinationId"), "Mad", "Madrid, España");
    await form.getByLabel("Solo ida").check();
    await form.getByLabel("Fechas flexibles").check();
    const day = dayOfNextMonth(15);
    await pickDays(page, page.locator("#flight-departure"), [day]);
    await expect(page.locator("#flight-departure")).toHaveValue(cardDate(day));
    await expect(page.locator("#flight-returnDate")).toHaveValue("");
    await search(form);
    await expect(page).toHaveURL(new RegExp(`/flight/results/[^/]+/1-0/BUE/[^/]+/MAD/${day}/1/1/ALL/-/-$`));
  });

  test("flight-plus-hotel box: different hotel and partial stay reveal their fields and messages", async ({ page }) => {
    await openHome(page);
    await openTab(page, "Vuelo + Hotel");
    const form = page.getByRole("form", { name: "Vuelo + Hotel" });
    const checkIn = page.locator("#flightHotel-checkIn");

    await search(form);
    await expectMessage(page.locator("#flightHotel-origins"), "Ingrese al menos un origen.");
    await expectMessage(page.locator("#flightHotel-destinationId"), "Ingrese un destino.");
    await expectMessage(checkIn, "Ingrese una fecha.");
    await expectMessage(page.locator("#flightHotel-checkOut"), "Ingrese una fecha.");

    const accommodation = page.locator("#flightHotel-accommodationCityId");
    await expect(accommodation).toBeHidden();
    await form.getByLabel("Quiero alojarme en otro destino").check();
    await expectMessage(accommodation, "Ingrese un destino.");

    const hotelIn = page.locator("#flightHotel-hotelIn");
    await expect(hotelIn).toBeHidden();
    await form.getByLabel("Quiero alojamiento solo por una parte de la estadía").check();
    await expectMessage(hotelIn, "Ingrese una fecha.");
    await expectMessage(page.locator("#flightHotel-hotelOut"), "Ingrese una fecha.");

    const flightStart = dayOfNextMonth(8);
    const flightEnd = dayOfNextMonth(22);
    await pickDays(page, checkIn, [flightStart, flightEnd]);
    // A hotel day outside the flight dates.
    await pickDays(page, hotelIn, [dayOfNextMonth(6), dayOfNextMonth(10)]);
    await expectMessage(hotelIn, "Debe estar dentro del rango del vuelo.");

    // Rooms: the count adds blocks, each with a remove button.
    await page.locator("#flightHotel-rooms").selectOption("2");
    await form.getByRole("button", { name: "Quitar habitación 2" }).click();
    await expect(page.locator("#flightHotel-rooms")).toHaveValue("1");

    await choose(page, page.locator("#flightHotel-origins"), "Bue", "Buenos Aires, Argentina");
    await page.locator("#flightHotel-origins").press("Escape");
    await choose(page, page.locator("#flightHotel-destinationId"), "Mad", "Madrid, España");
    await choose(page, accommodation, "Bar", "Barcelona, España");
    const hotelStart = dayOfNextMonth(10);
    const hotelEnd = dayOfNextMonth(15);
    await pickDays(page, hotelIn, [hotelStart, hotelEnd]);
    await expectNoMessage(hotelIn);
    await search(form);
    await expect(page).toHaveURL(
      new RegExp(
        `/flightsHotels/results/BUE:[^/]+/MAD/[^/]+/${flightStart}/${flightEnd}/2-0/BCN:[^/]+/${hotelStart};${hotelEnd}$`,
      ),
    );
    // The package results page restores the search in its 'Actualizar' form.
    await expect(page.getByRole("heading", { level: 1, name: /^Vuelo \+ hotel a Madrid/ })).toBeVisible();
    await page.getByRole("button", { name: "Ajustar búsqueda" }).click();
    await expect(page.locator("#flightHotel-accommodationCityId")).toHaveValue("Barcelona, España");
  });

  test("bundle box: theme tiles, destinations and months, then the bundle post lands on its results", async ({
    page,
  }) => {
    await openHome(page);
    await openTab(page, "Paquetes");
    const form = page.getByRole("form", { name: "Paquetes" });
    const destinations = page.locator("#bundle-destinations");

    await search(form);
    await expectMessage(destinations, "Elegí al menos un destino o una temática.");

    const tiles = form.getByRole("group", { name: "Temáticas" }).getByRole("button");
    await expect(tiles).toHaveCount(7);
    const beaches = form.getByRole("button", { name: "Playas" });
    await expect(beaches.locator("img")).toHaveAttribute("src", "/img/paquetes/1.jpg");
    await beaches.click();
    await expect(beaches).toHaveAttribute("aria-pressed", "true");
    await expectNoMessage(destinations);
    await beaches.click();
    await expect(beaches).toHaveAttribute("aria-pressed", "false");
    await expectMessage(destinations, "Elegí al menos un destino o una temática.");

    // Select widgets need 3 characters.
    await destinations.fill("Ba");
    await expect(form.getByRole("status").first()).toHaveText("Ingrese al menos 3 caracteres");
    await choose(page, destinations, "Bar", "San Carlos de Bariloche, Argentina");
    await destinations.press("Escape");
    await expect(form.getByRole("list", { name: "Destino" }).getByRole("listitem")).toContainText(
      "San Carlos de Bariloche, Argentina",
    );
    // The box offers the twelve months from this one: the March among them is this year's until March ends.
    const now = new Date();
    const march = `Marzo ${now.getFullYear() + (now.getMonth() > 2 ? 1 : 0)}`;
    await choose(page, page.locator("#bundle-periods"), "mar", march);
    await page.locator("#bundle-periods").press("Escape");
    await form.getByRole("button", { name: "Nieve" }).click();

    await search(form);
    await expect(page).toHaveURL(
      /\/dynamicVacationBundle\/results\?destination_ids=BRC&period_ids=\d{4}-03&tematic_ids=2$/,
    );
    await expect(page.getByRole("heading", { level: 1, name: "Paquetes vacacionales" })).toBeVisible();
    // The destination is named as its bundles name it (its id when none departs that month).
    await expect(page.getByText(/(San Carlos de Bariloche|BRC) · marzo \d{4} · Nieve/)).toBeVisible();
  });

  test("the hotel box by keyboard only", async ({ page }) => {
    await openHome(page);
    const destination = page.locator("#hotel-destinationId");
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press("Tab");
      if (
        await page.getByRole("tab", { name: "Hoteles", exact: true }).evaluate((tab) => tab === document.activeElement)
      )
        break;
    }
    await expect(page.getByRole("tab", { name: "Hoteles", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Casas", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    if (!(await destination.evaluate((input) => input === document.activeElement))) await page.keyboard.press("Tab");
    await expect(destination).toBeFocused();

    await page.keyboard.type("Mad");
    const madrid = suggestion(page, "Madrid, España");
    await expect(madrid).toBeVisible();
    for (let presses = 0; presses < 3 && (await madrid.getAttribute("data-focus")) === null; presses++)
      await page.keyboard.press("ArrowDown");
    await expect(madrid).toHaveAttribute("data-focus", "");
    await page.keyboard.press("Enter");
    await expect(destination).toHaveValue("Madrid, España");

    await page.keyboard.press("Tab");
    await expect(page.locator("#hotel-checkIn")).toBeFocused();
    await page.keyboard.press("Enter");
    const today = dayFromToday(0);
    await expect(page.locator(`button[data-date="${today}"]`)).toBeFocused();
    for (let day = 0; day < 7; day++) await page.keyboard.press("ArrowRight");
    await expect(page.locator(`button[data-date="${dayFromToday(7)}"]`)).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.locator("#hotel-checkOut")).toBeFocused();
    await expect(page.locator("#hotel-checkIn")).toHaveValue(cardDate(dayFromToday(7)));
    await expect(page.locator("#hotel-checkOut")).toHaveValue(cardDate(dayFromToday(14)));

    await page.keyboard.press("Tab");
    await expect(page.locator("#hotel-rooms")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.locator("#hotel-rooms-0-children")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#hotel-rooms-0-children")).toHaveValue("1");
    await page.keyboard.press("Tab");
    await expect(page.locator("#hotel-rooms-0-ages-0")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.locator("#hotel-rooms-0-ages-0")).toHaveValue("1");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Buscar", exact: true }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/hotel/results/MAD/${dayFromToday(7)}/${dayFromToday(14)}/2-1:1?availability=CNF`);
  });

  test("an agent whose portal allows supplier selection chooses an office ID", async ({ page }) => {
    const login = await page.request.post("/api/login", { data: { username: "agente", password: "demo1234" } });
    expect(login.ok()).toBe(true);
    await openHome(page);
    await openTab(page, "Vuelos");
    const form = page.getByRole("form", { name: "Vuelos" });
    await form.getByRole("button", { name: "Búsqueda Avanzada" }).click();
    const office = page.locator("#flight-officeId");
    await expect(office).toBeVisible();
    await expect(office.locator("option").first()).toHaveText("Cualquier oficina");
    await office.selectOption({ index: 1 });
    const code = await office.inputValue();
    await choose(page, page.locator("#flight-origins"), "Bue", "Buenos Aires, Argentina");
    await page.locator("#flight-origins").press("Escape");
    await choose(page, page.locator("#flight-destinationId"), "Mad", "Madrid, España");
    await form.getByLabel("Solo ida").check();
    const day = dayOfNextMonth(29);
    await pickDays(page, page.locator("#flight-departure"), [day]);
    await search(form);
    await expect(page).toHaveURL(new RegExp(`/flight/results/[^/]+/1-0/BUE/[^/]+/MAD/${day}/0/1/ALL/-/${code}$`));
  });

  test("every row of every month in each box's calendar takes a click, with the box at its tallest", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openHome(page);
    const boxes = [
      { tab: "Hoteles", input: "#hotel-checkIn", taller: "Búsqueda avanzada" },
      { tab: "Casas", input: "#house-checkIn" },
      { tab: "Vuelos", input: "#flight-departure", taller: "Búsqueda Avanzada" },
      { tab: "Vuelo + Hotel", input: "#flightHotel-checkIn" },
    ];
    for (const box of boxes) {
      await openTab(page, box.tab);
      const form = page.getByRole("form", { name: box.tab });
      // Every message shown and the advanced search open make the box, and so the calendar, reach lowest.
      await search(form);
      if (box.taller) await form.getByRole("button", { name: box.taller }).click();
      await page.locator(box.input).click();
      // Step month by month to the calendar's end: each month in turn is drawn on the left, wholly in the future, and
      // a day of each of its rows (a sixth row included, whenever a month needs one) must take the click.
      const nextMonth = page.getByRole("button", { name: "Mes siguiente" });
      for (let ahead = 1; ahead <= 24 && (await nextMonth.isEnabled()); ahead++) {
        await nextMonth.click();
        // What a click needs, checked in the page for a whole month at once (a trial click per day was slow
        // on a busy machine): the day is there, enabled, and once scrolled into view nothing lies over it.
        const days = rowDaysOfMonthAhead(ahead);
        const unreachable = await page.evaluate(
          (wanted) =>
            wanted.filter((day) => {
              const button = document.querySelector(`button[data-date="${day}"]`);
              if (!(button instanceof HTMLButtonElement) || button.disabled) return true;
              button.scrollIntoView({ block: "nearest" });
              const box = button.getBoundingClientRect();
              const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              return hit === null || !button.contains(hit);
            }),
          days,
        );
        expect(unreachable, `${box.tab}, ${ahead} month(s) ahead`).toEqual([]);
      }
      await page.keyboard.press("Escape");
    }
  });

  test("the header's product links choose the box", async ({ page }) => {
    await openHome(page);
    await page.getByRole("banner").getByRole("link", { name: "Vuelos", exact: true }).click();
    await expect(page).toHaveURL("/#flights");
    await expect(page.getByRole("tab", { name: "Vuelos", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("#flight-origins")).toBeVisible();
    await page.goto("/#bundles");
    await expect(page.getByRole("tab", { name: "Paquetes", exact: true })).toHaveAttribute("aria-selected", "true");
  });

  test("the background image follows the selected box and the language, and falls back to the flights image", async ({
    page,
  }) => {
    await openHome(page);
    const picture = page.locator("picture[data-page-code]");
    const image = picture.locator("img");
    // The prerendered page names the product's address for the window's device and the page's language.
    await expect(picture).toHaveAttribute("data-page-code", "hotels");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/images\/home\/hotels\/desktop\/es$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await openTab(page, "Vuelo + Hotel");
    await expect(picture).toHaveAttribute("data-page-code", "flightsHotels");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/images\/home\/flightsHotels\/desktop\/es$/);

    // The image fails: the hero's own background, the default flights image, shows through.
    await page.route("**/images/home/bundles/**", (route) => route.fulfill({ status: 500, body: "" }));
    await openTab(page, "Paquetes");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
      .toBe(true);
    const hero = await picture.evaluate(
      (element) => getComputedStyle(element.parentElement as HTMLElement).backgroundImage,
    );
    expect(hero).toMatch(/\/images\/home\/flights-desktop\.svg/);
  });
});

test.describe("home search boxes, phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("no background image; the full-screen calendar shows the dates and nights and confirms", async ({ page }) => {
    await openHome(page);
    // No source matches a phone and the <img> names no file: nothing is downloaded, nothing shows.
    const image = page.locator("picture[data-page-code] img");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe("");
    const hero = await image.evaluate(
      (element) => getComputedStyle(element.closest("picture")?.parentElement as HTMLElement).backgroundImage,
    );
    expect(hero).not.toMatch(/url\(/);

    const checkIn = page.locator("#hotel-checkIn");
    await checkIn.click();
    const calendar = page.getByRole("dialog", { name: "Entrada – Salida" });
    await expect(calendar).toBeVisible();
    const sheet = await calendar.getByRole("button", { name: "Confirmar" }).boundingBox();
    expect(sheet?.width).toBeGreaterThan(VIEWPORTS.phone.width - 40);
    const start = dayOfNextMonth(22);
    const end = dayOfNextMonth(24);
    await calendar.locator(`button[data-date="${start}"]`).click();
    await calendar.locator(`button[data-date="${end}"]`).click();
    await expect(calendar.getByText("2 noches")).toBeVisible();
    // Nothing reaches the form before the footer's confirm.
    await expect(checkIn).toHaveValue("");
    await calendar.getByRole("button", { name: "Confirmar" }).click();
    await expect(calendar).toBeHidden();
    await expect(checkIn).toHaveValue(cardDate(start));
    await expect(page.locator("#hotel-checkOut")).toHaveValue(cardDate(end));
  });
});

for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
  test(`home at ${name} width: screenshot, and no layout shift while the boxes load`, async ({ page }, testInfo) => {
    await page.setViewportSize(VIEWPORTS[name]);
    // The boxes' code arrives late, so the placeholder is surely what the first paint shows.
    await page.route("**/assets/SearchBoxes-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    // The promotions answer after the recommended hotels, the order that once pushed the recommended list down.
    await page.route("**/api/fake/products/promotions/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await openHome(page);
    await page.waitForLoadState("networkidle");
    const shift = await layoutShift(page);
    expect(shift.total, `what moved: ${shift.sources.join("; ")}`).toBeLessThan(0.01);
    const body = await page.screenshot({ fullPage: true });
    await writeFile(`/tmp/home-search-${name}.png`, body);
    await attachScreenshot(page, testInfo, `home-${name}`);
  });
}

/** Where the home's reserved parts sit: the selected box's panel, the offers, and what follows them. */
const homeBoxes = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect === undefined ? null : { top: Math.round(rect.top), height: Math.round(rect.height) };
    };
    return {
      panel: box('[data-product="hotel"]'),
      // The offers' box and its placeholder share their module's class (built as "offers_" and the file's hash).
      offers: box('[class^="offers_"], [class*=" offers_"]'),
      currency: box('#currency-large-placeholder, [data-testid="currency-large-button"]'),
    };
  });

for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
  test(`home at ${name} width: the boxes and the offers fill exactly the room their placeholders reserve`, async ({
    browser,
    baseURL,
  }) => {
    // The prerendered page without JavaScript is what the first paint shows (placeholders only); the same page once
    // every widget and both offer lists are in must put everything at the same place, whatever order they came in.
    const still = await browser.newContext({ viewport: VIEWPORTS[name], javaScriptEnabled: false, baseURL });
    const first = await still.newPage();
    await first.goto("/");
    const reserved = await homeBoxes(first);
    await still.close();
    const live = await browser.newContext({ viewport: VIEWPORTS[name], baseURL });
    const page = await live.newPage();
    await page.goto("/");
    await expect(page.getByRole("tab", { name: "Hoteles", exact: true })).toBeVisible();
    await expect(page.locator("#hotel-destinationId")).toBeVisible();
    // The offers load once their room enters the window (below the fold on phones): scrolled past, as a person would
    // (to the footer: the offers' placeholder itself is replaced as soon as it is in view).
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.getByRole("region", { name: "Hoteles recomendados" }).getByRole("link")).toHaveCount(4);
    await expect(page.getByTestId("currency-large-button")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(Object.values(reserved)).not.toContain(null);
    expect(await homeBoxes(page)).toEqual(reserved);
    await live.close();
  });
}

for (const language of PORTAL_LANGUAGES) {
  test(`axe: home in ${language} at phone and desktop widths, with the calendar and the autocomplete open`, async ({
    page,
    baseURL,
  }) => {
    // Four axe scans and every box's code: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (name) => {
      await page.goto("/");
      await expect(page.locator("#hotel-destinationId")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expectNoAxeViolations(page, `on the home page (${language}, ${name})`);

      await page.locator("#hotel-checkIn").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, `with the calendar open (${language}, ${name})`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();

      await page.locator("#hotel-destinationId").fill("Mad");
      await expect(page.getByRole("option").first()).toBeVisible();
      await expectNoAxeViolations(page, `with the autocomplete open (${language}, ${name})`);

      // Every box with its messages showing.
      await page.keyboard.press("Escape");
      for (const tab of await page.getByRole("tab").all()) {
        await tab.click();
        // Enter on the focused button: on phones the shell's back-to-top button may float over it.
        await page.getByRole("tabpanel").locator('button[type="submit"]').press("Enter");
      }
      await expectNoAxeViolations(page, `with every box's messages (${language}, ${name})`);
    });
  });
}
