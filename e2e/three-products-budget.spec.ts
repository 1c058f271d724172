import { expect, type Page, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import { attachScreenshot, expectNoAxeViolations, VIEWPORTS } from "./support/portal";

/*
 * Issue 38's everyday budget, as an agent builds it: a round-trip transfer airport → hotel for 2 adults and a child
 * aged 5 (through the home box), an activity's time slot for 2 adults and children aged 4 and 9, a circuit's
 * departure in a double room; the trip then shows the three with their prices, the transfer and the circuit as their
 * own cards, and reads the same in English and Portuguese once the agent switches the language in the header.
 * The boxes' filters and phone layouts are the product specs' (transfers, activities, circuits).
 */

const addToBudget = async (page: Page, button = page.getByRole("button", { name: /Agregar a/ }).first()) => {
  const added = page.waitForResponse((response) => response.url().endsWith("/api/budget/addProduct"));
  await button.click();
  const reply = await added;
  expect(reply.status(), await reply.text()).toBe(200);
  expect(await reply.json()).toMatchObject({ done: true });
};

/** The header's language selector, as a person switches: open it, pick the language by its name in the current one. */
const switchLanguage = async (page: Page, name: string, lang: string) => {
  await page.getByTestId("language-small-button").click();
  const panel = page.getByTestId("language-small-panel");
  await panel.getByRole("button", { name, exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
};

test("an agent puts a transfer, an activity and a circuit in one trip and reads it in es, en and pt", async ({
  page,
}, testInfo) => {
  // Three products booked, then the trip and two results pages read in two more languages: one journey, no repeated
  // setup, longer than the 60 s a single page's test gets.
  test.setTimeout(150_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  const login = await page.request.post("/api/login", { data: { username: "agente", password: "demo1234" } });
  expect(login.ok()).toBe(true);

  // The transfer, through the home box: Ezeiza → a Palermo hotel and back, 2 adults and a child aged 5.
  await page.goto("/");
  await page.getByRole("tab", { name: "Traslados", exact: true }).click();
  const form = page.getByRole("form", { name: "Traslados" });
  await form.getByRole("radio", { name: "Ida y vuelta" }).check();
  await page.locator("#transfer-from").fill("Ezeiza");
  await page
    .getByRole("option", { name: /\(EZE\), Buenos Aires/ })
    .first()
    .click();
  await page.locator("#transfer-to").fill("Palermo");
  await page
    .getByRole("option", { name: /^Rosal Apart Hotel Palermo/ })
    .first()
    .click();
  const outbound = dayOfNextMonth(8);
  const inbound = dayOfNextMonth(15);
  await page.locator("#transfer-outboundDate").click();
  // Each day as a person picks it: the outbound, seen in its field, then the return.
  for (const [day, field] of [
    [outbound, "#transfer-outboundDate"],
    [inbound, "#transfer-inboundDate"],
  ] as const) {
    await page.locator(`button[data-date="${day}"]`).click();
    await expect(page.locator(field)).not.toHaveValue("");
  }
  await page.locator("#transfer-outboundTime").selectOption("09:30");
  await page.locator("#transfer-inboundTime").selectOption("18:00");
  await page.locator("#transfer-children").selectOption("1");
  await page.locator("#transfer-childAge-0").selectOption("5");
  await form.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${outbound}T0930;${inbound}T1800/2-1:5/2$`));
  const transferResults = page.url();
  const offer = page.getByRole("article").first();
  const unit = (await offer.getByText(/ por (vehículo|persona)$/).textContent()) ?? "";
  const transferTotal = (await offer.locator("strong").last().textContent()) ?? "";
  await addToBudget(page, offer.getByRole("button", { name: /Agregar a/ }));
  // The agent's portal quotes in trips: the first add opens the trip.
  await expect(page).toHaveURL(/\/v3\/trip\/edit\//);
  const trip = page.url();

  // The activity: one with free cancellation (the results' filter), a slot for 2 adults and children aged 4 and 9.
  await page.goto(`/activities/results/BUE/${dayOfNextMonth(8)}/${dayOfNextMonth(14)}/2/2:4-9/0?freeCancellation=true`);
  await page
    .getByRole("link", { name: /^Ver actividad/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Descripción" })).toBeVisible();
  const date = page.locator("#activity-date");
  const days = await date
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  let slotPriced = false;
  for (const day of days) {
    await date.selectOption(day);
    const slots = page.getByRole("radio");
    for (let index = 0; index < (await slots.count()) && !slotPriced; index++) {
      if (await slots.nth(index).isDisabled()) continue;
      await slots.nth(index).check();
      await expect(page.locator("#activity-quote")).not.toHaveText(/Elegí un horario/);
      slotPriced = await page.getByText(/2 menores ×/).isVisible();
    }
    if (slotPriced) break;
  }
  expect(slotPriced).toBe(true);
  const activityName = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await addToBudget(page);

  // The circuit: a departure next month for two in a double room.
  const month = dayOfNextMonth(1).slice(0, 7);
  const circuitResults = `/circuits/results/europe/${month}/2/1`;
  await page.goto(circuitResults);
  await page
    .getByRole("link", { name: /^Ver circuito/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Itinerario día a día" })).toBeVisible();
  const price = page.locator("#circuit-price");
  const departures = page.getByRole("radio");
  let departurePriced = false;
  for (let index = 0; index < (await departures.count()) && !departurePriced; index++) {
    if (await departures.nth(index).isDisabled()) continue;
    await departures.nth(index).check();
    await expect(price).not.toHaveText(/Elegí una salida/);
    departurePriced = ((await price.textContent()) ?? "").includes("Total");
  }
  expect(departurePriced).toBe(true);
  await expect(page.locator("#circuit-room-0")).toHaveValue("double");
  const circuitName = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const circuitTotal = /Total: (.+)$/.exec((await price.textContent()) ?? "")?.[1] ?? "";
  await addToBudget(page);

  // The trip: the three, each with its price; the transfer and the circuit as their own cards.
  await page.goto(trip);
  const items = page.getByTestId("budget-item");
  await expect(items).toHaveCount(3);
  const transfer = items.filter({ hasText: "Traslados" });
  for (const text of [
    /Ezeiza.*→.*Rosal Apart Hotel Palermo/,
    /Ida: .+, 09:30/,
    /Vuelta: .+, 18:00/,
    "2 adultos, 1 niño (edad 5)",
    unit,
    transferTotal,
    "Precio de ida y vuelta",
  ])
    await expect(transfer).toContainText(text);
  const activity = items.filter({ hasText: activityName });
  for (const text of [/Precio: USD/, /, a las \d{2}:\d{2}/, "2 adultos, 2 niños (edades 4 y 9)", /2 adultos × USD/])
    await expect(activity).toContainText(text);
  const circuit = items.filter({ hasText: circuitName });
  for (const text of [/Salida: /, "Habitaciones: Doble", "2 viajeros", circuitTotal])
    await expect(circuit).toContainText(text);
  // The whole trip's cancellation cost knows the three (none is an unknown policy), and today's breakdown names the day
  // the activity's free cancellation ends.
  const timeline = page.getByTestId("cancellation-timeline");
  await expect(timeline.getByTestId("timeline-step").first()).toBeVisible();
  await expect(timeline).not.toContainText("desconocida");
  await expect(timeline.getByRole("row").filter({ hasText: activityName })).toContainText(
    /Cancelación gratuita hasta el \S+ \d+ de \S+$/,
  );
  await expectNoAxeViolations(page, "trip with three products es desktop");
  await attachScreenshot(page, testInfo, "three-products-trip-desktop");
  await page.screenshot({ path: testInfo.outputPath("three-products-trip-desktop.png"), fullPage: true });
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(transfer).toContainText("Precio de ida y vuelta");
  await expectNoAxeViolations(page, "trip with three products es phone");
  await attachScreenshot(page, testInfo, "three-products-trip-phone");
  await page.screenshot({ path: testInfo.outputPath("three-products-trip-phone.png"), fullPage: true });
  await page.setViewportSize(VIEWPORTS.desktop);

  // The same trip and the transfer and circuit results (axe at desktop and phone), in English then Portuguese.
  // The agent switches the language where they are: the trip in English, then the results, then Portuguese.
  const readTrip = async (lang: string, texts: readonly string[]) => {
    for (const text of texts) await expect(items.filter({ hasText: text })).toHaveCount(1);
    await expectNoAxeViolations(page, `trip ${lang}`);
    await attachScreenshot(page, testInfo, `three-products-trip-${lang}`);
  };
  const readResults = async (url: string | null, heading: string, context: string) => {
    if (url !== null) await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoAxeViolations(page, `${context} desktop`);
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoAxeViolations(page, `${context} phone`);
    await page.setViewportSize(VIEWPORTS.desktop);
  };
  await switchLanguage(page, "Inglés", "en");
  await readTrip("en", ["Outbound: ", "1 child (age 5)", "2 children (ages 4 and 9)", "Rooms: Double", "2 travellers"]);
  await readResults(transferResults, "Transfers from", "transfer results en");
  await readResults(circuitResults, "Tours in", "circuit results en");
  await switchLanguage(page, "Portuguese", "pt");
  await readResults(null, "Circuitos em", "circuit results pt");
  await readResults(transferResults, "Traslados de", "transfer results pt");
  await page.goto(trip);
  await readTrip("pt", [
    "Volta: ",
    "1 criança (idade 5)",
    "2 crianças (idades 4 e 9)",
    "Quartos: Duplo",
    "2 viajantes",
  ]);
});
