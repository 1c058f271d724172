import { expect, type Locator, type Page, test } from "@playwright/test";
import { dayOfNextMonth, pad } from "./support/dates";
import {
  attachScreenshot,
  atViewports,
  clickWhenStill,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  useLanguage,
  VIEWPORTS,
} from "./support/portal";

/*
 * Flight results (spec 002 §2, §4, §8, §9): from the home flight box to Buenos Aires – Miami, sort by duration, a
 * card's detail and fare rules, outbound then return added to a new budget as `agente`; the URL keeps the sort
 * through reload, back and forward; the same page in en and pt; the search failure; axe-core with a card open.
 * The filter journeys: airline, direct flights, included baggage and an outbound departure window (chosen from the
 * cards) whose end moves a day later with the arrows, each read on the cards, kept by reload, back and forward; the
 * booking-class filter for `agente` and not for `cliente`; the date grid of a flexible search and one of its cells run; the
 * calendar failure; axe-core with the filters open and the date grid shown.
 */

const logIn = async (page: Page, username: string) => {
  expect((await page.request.post("/api/login", { data: { username, password: "demo1234" } })).ok()).toBe(true);
};

const setScenarios = async (page: Page, names: readonly string[]) => {
  expect((await page.request.post("/api/demo/scenario", { data: { names } })).ok()).toBe(true);
};

/** Types into a place box and chooses the suggestion that starts with this name. */
const choose = async (page: Page, input: Locator, typed: string, name: string) => {
  await input.fill(typed);
  await page.getByRole("option", { name: new RegExp(`^${name}( |$)`) }).click();
};

const RESULTS = `/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/${dayOfNextMonth(8)};${dayOfNextMonth(15)}/0/0/ALL/-/-`;
/** The same search with flexible dates (the '1' flag): the date grid shows at once. */
const FLEXIBLE = RESULTS.replace("/0/0/ALL/", "/1/0/ALL/");

/** `YYYY-MM-DD` as the cards and the schedule days print it, `dd/MM/yyyy`. */
const shown = (date: string) => date.split("-").reverse().join("/");

/** The results have come: the count line shows. */
const waitForResults = (page: Page, count: RegExp) => expect(page.getByText(count)).toBeVisible();

/** The list has caught up with the URL: nothing is updating and the count line reads `count` results. */
const waitForCount = async (page: Page, count: number) => {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await waitForResults(page, new RegExp(`^${count} resultados?$`));
};

/** The count a filter option shows beside its name, "(9)". */
const optionCount = async (option: Locator) =>
  Number((await option.locator("xpath=..").textContent()).match(/\((\d+)\)/)?.[1]);

/** The texts of the cards on screen, once the list has settled. */
const cardTexts = async (page: Page) => {
  await expect(page.getByRole("article").first()).toBeVisible();
  return page.getByRole("article").allInnerTexts();
};

/** The outbound departure times a card lists ("05:00 – 17:03" → "05:00"). */
const outboundDepartures = (card: string) =>
  [...(card.split("VUELTA")[0] ?? "").matchAll(/(\d\d:\d\d) – /g)].map((m) => m[1]);

/** `HH:mm` as minutes of the day, and back. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Every outbound departure time of the results, read on the cards: the page is made as tall as the list so that the
 * windowed list draws every card (the demo guarantees they fit on one page: testkit's e2ePremises test).
 */
const everyOutboundDeparture = async (page: Page) => {
  const count = Number((await page.getByText(/^\d+ resultados?$/).textContent())?.split(" ")[0]);
  const viewport = page.viewportSize() ?? VIEWPORTS.desktop;
  await page.setViewportSize({ width: viewport.width, height: 800 * count + 2000 });
  await expect(page.getByRole("article")).toHaveCount(count);
  const times = (await cardTexts(page)).flatMap(outboundDepartures);
  await page.setViewportSize(viewport);
  return times;
};

/**
 * A departure window no result leaves in, with one leaving before it and one after: from a minute after the earliest
 * departure to a minute before the next (testkit's e2ePremises test holds the demo to having two, every day).
 */
const emptyWindowBetweenFirstDepartures = (times: readonly string[]) => {
  const [first, second] = [...new Set(times)].sort();
  if (first === undefined || second === undefined) throw new Error(`two departure times expected: ${times}`);
  return { from: timeOf(minutesOf(first) + 1), to: timeOf(minutesOf(second) - 1) };
};

test.describe("flight results, desktop", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("an agent goes from the home box to Buenos Aires – Miami, sorts, reads a card and adds both legs", async ({
    page,
  }, testInfo) => {
    await logIn(page, "agente");
    await page.goto("/");
    // Signed in by the API alone, the page learns who is here from the user record: the header then grows a row and
    // the page moves down under the pointer. A person clicks the tab once the page has settled.
    await expect(page.getByRole("link", { name: "Salir", exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Vuelos", exact: true }).click();
    const form = page.getByRole("form", { name: "Vuelos" });
    await choose(page, page.locator("#flight-origins"), "Bue", "Buenos Aires, Argentina");
    await page.locator("#flight-origins").press("Escape");
    await choose(page, page.locator("#flight-destinationId"), "Mia", "Miami, Estados Unidos");
    await page.locator("#flight-departure").click();
    for (const day of [dayOfNextMonth(8), dayOfNextMonth(15)]) await page.locator(`button[data-date="${day}"]`).click();
    await form.getByRole("button", { name: "Buscar", exact: true }).click();

    await expect(page).toHaveURL(/\/flight\/results\/[^/]+\/1-0\/BUE\/[^/]+\/MIA\//);
    await expect(page.getByRole("heading", { level: 1, name: /^Vuelos a Miami/ })).toBeVisible();
    await waitForResults(page, /^\d+ resultados$/);
    await expect(page.getByRole("button", { name: "Actualizar", exact: true })).toBeVisible();

    // Sort by duration: the URL carries it.
    await page.getByLabel("Ordenar por").selectOption({ label: "Duración" });
    await expect(page).toHaveURL(/sorting=DURATION%3AASC/);
    // The unsorted list stays drawn (dimmed, busy) until the sorted one arrives: open a card of the sorted one.
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    await waitForResults(page, /^\d+ resultados$/);

    // A card's detail and fare rules.
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: "Ver más detalle" }).click();
    await expect(card.getByRole("group", { name: "Ver más detalle" })).toContainText(/Vuelo [A-Z0-9]{2}\d+/);
    await card.getByRole("button", { name: "Ver más información" }).click();
    const info = card.getByRole("group", { name: "Ver más información" });
    await expect(info.getByText("Cambios", { exact: true }).first()).toBeVisible();
    await expect(info).toContainText("Restricciones");

    // Outbound, then return; then the flight goes into a new quotation (`agente`'s portal has the pricer on).
    const bar = page.getByRole("region", { name: "Tu selección" });
    await expect(bar).toContainText("Elegí el vuelo de ida para continuar.");
    await expect(bar.getByRole("button", { name: "Agregar a cotización" })).toBeDisabled();
    await card
      .getByRole("button", { name: /^Elegir el vuelo de IDA/ })
      .first()
      .click();
    await expect(bar).toContainText("Elegí el vuelo de vuelta para continuar.");
    await card
      .getByRole("button", { name: /^Elegir el vuelo de VUELTA/ })
      .first()
      .click();
    await attachScreenshot(page, testInfo, "flight-results-chosen-desktop");
    await bar.getByRole("button", { name: "Agregar a cotización" }).click();
    // The shared add-to-budget behaviour goes on to the new trip, which holds the flight.
    await expect(page).toHaveURL(/\/v3\/trip\/edit\/\d+$/);
    const tripId = page.url().split("/").pop() ?? "";
    const trip = await (await page.request.get(`/api/budget/get/${tripId}`)).text();
    expect(trip).toContain('"product":"flight"');

    // Back, reload, back and forward: the URL keeps the sort.
    await page.goBack();
    await expect(page).toHaveURL(/sorting=DURATION%3AASC/);
    await waitForResults(page, /^\d+ resultados$/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("DURATION:ASC");
    await page.reload();
    await waitForResults(page, /^\d+ resultados$/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("DURATION:ASC");
    await page.goBack();
    await expect(page).not.toHaveURL(/sorting=/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("PRICE:ASC");
    await page.goForward();
    await expect(page).toHaveURL(/sorting=DURATION%3AASC/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("DURATION:ASC");
  });

  const texts = {
    en: { title: /^Flights to Miami/, count: /^\d+ results$/, sort: "Sort by", leg: "OUTBOUND" },
    pt: { title: /^Voos para Miami/, count: /^\d+ resultados$/, sort: "Ordenar por", leg: "IDA" },
  } as const;
  for (const language of ["en", "pt"] as const) {
    test(`the same page in ${language}, sorted by duration`, async ({ page, baseURL }) => {
      await useLanguage(page, baseURL ?? "", language);
      await page.goto(`${RESULTS}?sorting=DURATION%3AASC`);
      await expect(page.getByRole("heading", { level: 1, name: texts[language].title })).toBeVisible();
      await waitForResults(page, texts[language].count);
      await expect(page.getByLabel(texts[language].sort)).toHaveValue("DURATION:ASC");
      await expect(page.getByRole("article").first()).toContainText(texts[language].leg);
    });
  }

  test("the busy pair answers 10,000 solutions and the page stays under 800 elements with a card open", async ({
    page,
  }) => {
    // The demo API builds 10,000 solutions and the browser decodes them before the count shows: a few seconds on a
    // quiet machine, past the 10 s a lighter page is given when the machine is loaded (CI with CPU burners beside
    // it). The wait scales with that work: three times the usual, and the test's budget with it.
    test.setTimeout(150_000);
    const busyWait = { timeout: 30_000 };
    const busy = `/flight/results/S%C3%A3o%20Paulo/1-0/SAO/Nueva%20York/NYC/${dayOfNextMonth(8)};${dayOfNextMonth(15)}/0/0/ALL/-/-`;
    await page.goto(busy);
    await expect(page.getByText(/^10000 resultados$/)).toBeVisible(busyWait);
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: "Ver más detalle" }).click();
    await card.getByRole("button", { name: "Ver más información" }).click();
    await expect(card.getByRole("group", { name: "Ver más información" })).toContainText("Restricciones");
    const elements = () => page.evaluate(() => document.querySelectorAll("*").length);
    expect(await elements()).toBeLessThanOrEqual(800);
    // As a person does: down to the pager, wait for the page to stop moving (the cards drawn on the way are measured
    // at their real height, not the estimate), then click. Clicked at once, the click once landed where the button
    // had been and the page stayed on 1 (clean-clone CI on 507f1e8).
    await clickWhenStill(
      page.getByRole("navigation", { name: "Paginación" }).getByRole("button", { name: "Página 3" }),
    );
    await expect(page).toHaveURL(/pagination.currentPage=3/);
    await expect(page.getByText(/^10000 resultados$/)).toBeVisible(busyWait);
    expect(await elements()).toBeLessThanOrEqual(800);
  });

  test("a failed search says 'Fallo al recuperar los resultados'; a bad address says it cannot read it", async ({
    page,
  }) => {
    await setScenarios(page, ["search-fail"]);
    await page.goto(RESULTS);
    await expect(page.getByRole("alert")).toContainText("Fallo al recuperar los resultados");
    await setScenarios(page, []);
    await page.goto("/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/mañana/0/0/ALL/-/-");
    await expect(page.getByRole("alert")).toContainText("No pudimos leer esta búsqueda.");
    await expect(page.getByRole("button", { name: "Buscar", exact: true })).toBeVisible();
  });
  test("a visitor filters by airline, direct flights, included baggage and a departure window a day longer; the URL keeps them", async ({
    page,
  }) => {
    await page.goto(RESULTS);
    await waitForResults(page, /^\d+ resultados$/);
    const filters = page.getByRole("complementary", { name: "Filtros" });

    // One airline: as many results as its count says, every card flown by it.
    const american = filters.getByLabel(/^American Airlines/);
    const americanCount = await optionCount(american);
    await american.click();
    await expect(page).toHaveURL(/[?&]airlines=AA(&|$)/);
    await expect(american).toBeChecked();
    await waitForCount(page, americanCount);
    for (const card of await cardTexts(page)) expect(card).toContain("American Airlines");
    await filters.getByRole("button", { name: "Limpiar Filtros" }).click();
    await expect(page).not.toHaveURL(/\?/);
    await expect(american).not.toBeChecked();

    // Direct flights: every card direct, none with a stop.
    const direct = filters.getByLabel(/^Directo/);
    const directCount = await optionCount(direct);
    await direct.click();
    await expect(page).toHaveURL(/[?&]stops=0(&|$)/);
    await waitForCount(page, directCount);
    for (const card of await cardTexts(page)) {
      expect(card).toContain("Directo");
      expect(card).not.toMatch(/escala/);
    }

    // Included baggage on top: a card's detail says what the bag holds.
    await filters.getByLabel("Con equipaje incluido").click();
    await expect(page).toHaveURL(/[?&]baggage=WFBA(&|$)/);
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    const first = page.getByRole("article").first();
    await first.getByRole("button", { name: "Ver más detalle" }).click();
    await expect(first.getByRole("group", { name: "Ver más detalle" })).toContainText(/Incluye hasta \d+ KG/);

    // The outbound departure window, chosen from the cards on screen (the demo's departures change with the day):
    // from a minute after the earliest departure to a minute before the next one holds no such flight; its end moved
    // a day later with the arrow brings back the flights leaving from its start on, and none before.
    const window = emptyWindowBetweenFirstDepartures(await everyOutboundDeparture(page));
    await filters.getByRole("button", { name: "Horarios" }).click();
    await filters.getByLabel("Desde · IDA · Horario de salida (HH:mm)").fill(window.from);
    await filters.getByLabel("Hasta · IDA · Horario de salida (HH:mm)").fill(window.to);
    await filters.getByRole("button", { name: "Aplicar horarios de IDA · Horario de salida" }).click();
    await expect(page).toHaveURL(new RegExp(`timetable\\.0\\.departure\\.to=${window.to.replace(":", "%3A")}`));
    await expect(page.getByText("No encontramos vuelos para la búsqueda solicitada")).toBeVisible();
    const toDay = filters.getByLabel("Día: Hasta · IDA · Horario de salida");
    await expect(toDay).toHaveText("Cualquier día");
    await filters.getByRole("button", { name: "Día siguiente: Hasta · IDA · Horario de salida" }).click();
    await expect(page).toHaveURL(new RegExp(`timetable\\.0\\.departure\\.toDate=${dayOfNextMonth(9)}`));
    await expect(toDay).toHaveText(shown(dayOfNextMonth(9)));
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    const windowCards = await cardTexts(page);
    for (const card of windowCards) {
      expect(card).toContain("Directo");
      for (const time of outboundDepartures(card))
        expect(time >= window.from, `${time} leaves before ${window.from}`).toBe(true);
    }
    const windowCount = (await page.getByText(/^\d+ resultados$/).textContent()).split(" ")[0];

    // Reload keeps every filter; back undoes the last one, forward brings it again.
    await page.reload();
    await waitForResults(page, new RegExp(`^${windowCount} resultados$`));
    await expect(direct).toBeChecked();
    await expect(filters.getByLabel("Con equipaje incluido")).toBeChecked();
    await expect(filters.getByLabel("Desde · IDA · Horario de salida (HH:mm)")).toHaveValue(window.from);
    await expect(toDay).toHaveText(shown(dayOfNextMonth(9)));
    await page.goBack();
    await expect(page).not.toHaveURL(/toDate=/);
    await expect(page.getByText("No encontramos vuelos para la búsqueda solicitada")).toBeVisible();
    await expect(toDay).toHaveText("Cualquier día");
    await page.goForward();
    await waitForResults(page, new RegExp(`^${windowCount} resultados$`));
    await expect(toDay).toHaveText(shown(dayOfNextMonth(9)));
    await expect(direct).toBeChecked();
  });

  test("the booking-class filter shows for `agente` and not for `cliente`", async ({ page }) => {
    await logIn(page, "agente");
    await page.goto(RESULTS);
    await waitForResults(page, /^\d+ resultados$/);
    const filters = page.getByRole("complementary", { name: "Filtros" });
    const section = filters.getByRole("group", { name: "Clase de reserva" });
    await expect(filters.getByRole("button", { name: "Clase de reserva" })).toBeVisible();
    const first = section.getByRole("checkbox").first();
    const code = ((await first.getAttribute("id")) ?? "").replace("flight-filters-booking-", "");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`[?&]bookingClasses=${code}(&|$)`));
    await expect(first).toBeChecked();
    await waitForCount(page, await optionCount(first));

    await page.context().clearCookies();
    await logIn(page, "cliente");
    await page.goto(RESULTS);
    await waitForResults(page, /^\d+ resultados$/);
    await expect(filters.getByRole("button", { name: "Aerolíneas" })).toBeVisible();
    await expect(filters.getByRole("button", { name: "Clase de reserva" })).toHaveCount(0);
  });

  test("a flexible search from the home box shows the date grid; a cell runs its dates", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("tab", { name: "Vuelos", exact: true }).click();
    const form = page.getByRole("form", { name: "Vuelos" });
    await choose(page, page.locator("#flight-origins"), "Bue", "Buenos Aires, Argentina");
    await page.locator("#flight-origins").press("Escape");
    await choose(page, page.locator("#flight-destinationId"), "Mia", "Miami, Estados Unidos");
    await page.locator("#flight-departure").click();
    for (const day of [dayOfNextMonth(8), dayOfNextMonth(15)]) await page.locator(`button[data-date="${day}"]`).click();
    await form.getByLabel("Fechas flexibles").check();
    await form.getByRole("button", { name: "Buscar", exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/${dayOfNextMonth(8)};${dayOfNextMonth(15)}/1/0/`));
    const grid = page.getByRole("region", {
      name: "Precio más bajo por fecha de partida (filas) y de regreso (columnas)",
    });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole("link", { name: /Tu búsqueda/ })).toBeVisible();
    const cheapest = grid.getByRole("link", { name: /Más barato/ }).first();
    const href = (await cheapest.getAttribute("href")) ?? "";
    const [departure, returnDate] = href.match(/\d{4}-\d\d-\d\d/g) ?? [];
    await cheapest.click();
    await expect(page).toHaveURL(new RegExp(`/${departure};${returnDate}/`));
    await waitForResults(page, /^\d+ resultados$/);
    const card = page.getByRole("article").first();
    await expect(card).toContainText(`IDA Buenos Aires → Miami ${shown(departure ?? "")}`);
    await expect(card).toContainText(`VUELTA Miami → Buenos Aires ${shown(returnDate ?? "")}`);
    await expect(grid.getByRole("link", { name: /Tu búsqueda/ })).toHaveAttribute("href", href);
  });

  test("a failed calendar says 'Fallo al recuperar el calendario' and the results stay", async ({ page }) => {
    await setScenarios(page, ["calendar-fail"]);
    await page.goto(FLEXIBLE);
    await expect(page.getByRole("alert")).toHaveText("Fallo al recuperar el calendario");
    await waitForResults(page, /^\d+ resultados$/);
  });
});

for (const language of PORTAL_LANGUAGES) {
  test(`axe-core: no violation with the filters open, a card's detail open and the date grid shown (${language}; phone, desktop)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (viewport) => {
      await page.goto(FLEXIBLE);
      await expect(page.locator("table a").first()).toBeVisible();
      const card = page.getByRole("article").first();
      await card.locator("button[aria-expanded]").first().click();
      await expect(card.locator("[tabindex='0']")).toBeVisible();
      // Every fold of the filter panel opened (on a phone its toggle first), one at a time as a person does: scrolled
      // to, then pressed once it stands still. Pressed straight away, under load (two busy cores) the click's own scroll
      // brought the results' cards into view, drawn at their real height instead of their estimate, the page moved,
      // and the press landed on the layout beside the panel (3 misses in 21 runs, 2026-11-29).
      const panel = page.getByRole("complementary", { name: language === "en" ? "Filters" : "Filtros", exact: true });
      const folded = panel.locator("button[aria-expanded='false']");
      while ((await folded.count()) > 0) {
        const fold = folded.first();
        const id = (await fold.getAttribute("id")) ?? "";
        await clickWhenStill(fold);
        await expect(panel.locator(`[id="${id}"]`)).toHaveAttribute("aria-expanded", "true");
      }
      await expectNoAxeViolations(page, `${language} ${viewport}`);
      await attachScreenshot(page, testInfo, `flight-results-${language}-${viewport}`);
    });
  });
}
