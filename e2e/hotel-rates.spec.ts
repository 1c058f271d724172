import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  attachScreenshot,
  atViewports,
  expectHotelSearchComplete,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  useLanguage,
  waitUntilStill,
} from "./support/portal";

// Spec 001 §2 "After a successful quote: redirect to the next-step URL given by the server", §4 quote outcomes: the
// demo's next URL `/checkout/hotel/{id}` is the portal's checkout summary. The rooms tab itself is reached from the
// results page (merged later); here the quote is made through the API, as the rate's button makes it.

const AGENT = { username: "agente", password: "demo1234" };

/** A day `days` after today (UTC), as the demo's clock counts. */
const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Rate {
  readonly tripProductID: string;
  readonly moreOptions?: boolean;
  readonly comments?: readonly unknown[];
}
interface Cluster {
  readonly name: string;
  readonly hotelDetailId: string;
  readonly rates: readonly Rate[];
  readonly recommendation?: { readonly recommendationType: number };
}

const STAY = () => ({ checkIn: dayFromToday(60), checkOut: dayFromToday(63) });

/**
 * Signs in and lists the Madrid hotels with more than 3 rates, one with 'Más tarifas', two months ahead, in the
 * reply's order. The demo's rates (how many, which policy) follow the stay's dates, so which hotels qualify changes
 * from day to day: a test picks by what it needs, never by a position.
 */
const madridHotels = async (page: Page, username = AGENT.username): Promise<readonly Cluster[]> => {
  expect((await page.request.post("/api/login", { data: { ...AGENT, username } })).ok()).toBe(true);
  const { checkIn, checkOut } = STAY();
  const url = `/hotel/results/MAD/${checkIn}/${checkOut}/2-0`;
  const reply = await page.request.post("/api/v1/hotels/search", { data: { url } });
  expect(reply.ok()).toBe(true);
  const { hotels } = (await reply.json()) as { hotels: Cluster[] };
  const found = hotels.filter((cluster) => cluster.rates.length > 3 && cluster.rates.some((rate) => rate.moreOptions));
  if (found.length === 0) throw new Error("no Madrid hotel with more than 3 rates");
  return found;
};

/** Signs in and finds the first Madrid hotel `madridHotels` lists. */
const madridHotel = async (page: Page, username = AGENT.username): Promise<Cluster> =>
  (await madridHotels(page, username))[0] as Cluster;

/** The rooms tab's button that shows the rates beyond the first 3 (singular for one: 'VER OTRA 1 TARIFA DISPONIBLE'). */
const moreRatesButtonName = (hidden: number): string =>
  hidden === 1 ? "VER OTRA 1 TARIFA DISPONIBLE" : `VER OTRAS ${hidden} TARIFAS DISPONIBLES`;

/** The hotel's detail page for the stay (spec 001 §2), as a results card links it. */
const detailUrl = (hotel: Cluster): string => {
  const { checkIn, checkOut } = STAY();
  return `/hotel/details/hotel/${hotel.hotelDetailId}/${checkIn}/${checkOut}/2-0/MAD`;
};

const quote = async (page: Page, path: string, scenario = ""): Promise<string> => {
  const reply = await page.request.get(path, scenario === "" ? {} : { headers: { "x-demo-scenario": scenario } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { next: string }).next;
};

test("a quoted rate lands on the checkout summary with its hotel, stay, total and cancellation policy", async ({
  page,
}) => {
  const hotel = await madridHotel(page);
  const rate = hotel.rates[0] as Rate;
  const next = await quote(page, `/checkout/quote/hotel/${rate.tripProductID}`);
  expect(next).toBe(`/checkout/hotel/${rate.tripProductID}`);
  await page.goto(next);
  await expect(page.getByRole("heading", { level: 1, name: "Resumen de tu cotización" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: hotel.name })).toBeVisible();
  await expect(page.getByText("Total", { exact: true })).toBeVisible();
  await expect(page.getByText(/^USD \d/).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Línea de tiempo de la política", exact: true })).toBeVisible();
  await expect(page.getByText("El pago y los datos de los pasajeros se completan en el siguiente paso.")).toBeVisible();
});

for (const language of PORTAL_LANGUAGES) {
  test(`the checkout summary has no axe violation (${language}; phone, desktop)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (viewport) => {
      const hotel = await madridHotel(page);
      const next = await quote(page, `/checkout/quote/hotel/${(hotel.rates[0] as Rate).tripProductID}`);
      await page.goto(next);
      await expect(page.getByRole("heading", { level: 2, name: hotel.name })).toBeVisible();
      await expect(page.getByTestId("policy-node").first()).toBeVisible();
      await expectNoAxeViolations(page, `${language} ${viewport}`);
      await attachScreenshot(page, testInfo, `checkout-${language}-${viewport}`);
    });
  });
}

test("an alternative-rate quote lands on the alternative with its notice; an unquoted rate is not shown", async ({
  page,
}) => {
  const hotel = await madridHotel(page);
  const [asked, other] = hotel.rates as [Rate, Rate];
  const next = await quote(
    page,
    `/checkout/quote/hotel/${asked.tripProductID}/${other.tripProductID}`,
    "alternative-rate",
  );
  expect(next).toBe(`/checkout/hotel/${other.tripProductID}?alternative=true`);
  await page.goto(next);
  await expect(page.getByText("Seleccionamos una tarifa alternativa similar a la elegida.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: hotel.name })).toBeVisible();
  await page.goto(`/checkout/hotel/${asked.tripProductID}`);
  await expect(page.getByRole("alert")).toContainText("La tarifa cotizada ya no existe.");
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL("/");
});

test("on a hotel's detail page an agent reads a policy, loads more rates, quotes and lands on the checkout", async ({
  page,
}) => {
  const hotel = await madridHotel(page);
  await page.goto(detailUrl(hotel));
  await expect(page.getByRole("heading", { level: 1, name: hotel.name })).toBeVisible();
  const rows = page.getByTestId("rate-row");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: moreRatesButtonName(hotel.rates.length - 3), exact: true }).click();
  await expect(rows).toHaveCount(hotel.rates.length);
  await rows.first().getByRole("button", { name: "Política de cancelación" }).click();
  const timeline = rows.first().getByRole("list", { name: "Línea de tiempo de la política", exact: true });
  await expect(timeline.getByRole("listitem").first()).toHaveText(/^(GRATIS HOY|Hoy)/);
  await page.getByRole("button", { name: "Más tarifas" }).first().click();
  await expect(page.getByTestId("toast").filter({ hasText: `Se agregaron tarifas para ${hotel.name}` })).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(hotel.rates.length);
  await rows.first().getByRole("button", { name: "Seleccionar" }).click();
  await expect(page).toHaveURL(`/checkout/hotel/${hotel.rates[0]?.tripProductID}`);
  await expect(page.getByRole("heading", { level: 2, name: hotel.name })).toBeVisible();
});

/** The font size, weight and style pairs of the text drawn inside `root` (the whole page by default). */
const fontPairs = (page: Page, root: Locator | null = null) =>
  (root ?? page.locator("body")).evaluate((element) => {
    const pairs = new Set<string>();
    for (const node of element.querySelectorAll("*")) {
      const hasText = [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent?.trim());
      if (!hasText || node.getClientRects().length === 0) continue;
      const style = getComputedStyle(node);
      if (style.visibility !== "hidden") pairs.add(`${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
    }
    return [...pairs];
  });

test("an opened policy panel draws its text in sizes and weights the rooms already draw (no font built at the click)", async ({
  page,
}) => {
  // The panel's small texts share their size and weights with a rate's comments and the hotel's recommendation label:
  // a hotel whose first rows draw comments and who has a label (spec 001 §4's types 2–5), whatever the day's rates.
  const hotel = (await madridHotels(page)).find(
    (cluster) =>
      cluster.rates.slice(0, 3).some((rate) => (rate.comments ?? []).length > 0) &&
      [2, 3, 4, 5].includes(cluster.recommendation?.recommendationType ?? 0),
  );
  if (hotel === undefined) throw new Error("no Madrid hotel with rate comments and a recommendation label");
  await page.goto(detailUrl(hotel));
  const rows = page.getByTestId("rate-row");
  await expect(rows).toHaveCount(3);
  const drawn = new Set(await fontPairs(page));
  await rows.first().getByRole("button", { name: "Política de cancelación" }).click();
  await expect(rows.first().getByTestId("policy-node").first()).toBeVisible();
  const inPanel = await fontPairs(page, rows.first());
  expect(inPanel.filter((pair) => !drawn.has(pair))).toEqual([]);
});

test("adding a rate to a new trip: 'Item agregado', 'Continuemos con más servicios', then the trip shows it", async ({
  page,
}) => {
  const hotel = await madridHotel(page);
  await page.goto(detailUrl(hotel));
  const first = page.getByTestId("rate-row").first();
  await first.getByRole("button", { name: /^Agregar a (cotización|presupuesto)$/ }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Continuemos con más servicios" })).toBeVisible();
  await expect(page).toHaveURL(/\/v3\/trip\/edit\/\d+$/);
  await expect(page.getByTestId("budget-item")).toHaveCount(1);
});

test("with a trip active, 'Agregar a una nueva cotización' starts another trip and says the previous one was saved", async ({
  page,
}, testInfo) => {
  const hotel = await madridHotel(page);
  await page.goto(detailUrl(hotel));
  const rows = page.getByTestId("rate-row");
  // No trip is active yet: the plain add starts one, and the new-trip choice is not offered.
  await expect(rows.first().getByRole("button", { name: "Agregar a cotización" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Agregar a una nueva cotización" })).toHaveCount(0);
  await rows.first().getByRole("button", { name: "Agregar a cotización" }).click();
  await expect(page).toHaveURL(/\/v3\/trip\/edit\/\d+$/);
  const firstTrip = page.url();

  await page.goto(detailUrl(hotel));
  await expect(rows.first().getByRole("button", { name: "Agregado" })).toBeDisabled();
  await expect(rows.first().getByRole("button", { name: "Agregar a una nueva cotización" })).toHaveCount(0);
  const second = rows.nth(1);
  await expect(second.getByRole("button", { name: "Agregar a una nueva cotización" })).toBeVisible();
  await attachScreenshot(page, testInfo, "rate-row-new-trip-desktop");
  await second.getByRole("button", { name: "Agregar a una nueva cotización" }).click();
  await expect(
    page
      .getByTestId("toast")
      .filter({ hasText: "Tu cotización anterior quedó guardada en el gestor de cotizaciones." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/v3\/trip\/edit\/\d+$/);
  expect(page.url()).not.toBe(firstTrip);
  await expect(page.getByTestId("budget-item")).toHaveCount(1);
});

test("a policy failure offers related rates (the agencies' portal's smart flow keeps the rate selectable); 'Intente nuevamente' loads it; a failed quote reads 'Hemos vendido…'", async ({
  page,
}) => {
  const hotel = await madridHotel(page);
  await page.request.post("/api/demo/scenario", { data: { names: ["policy-fail", "quote-500"] } });
  await page.goto(detailUrl(hotel));
  const [first, second] = [page.getByTestId("rate-row").nth(0), page.getByTestId("rate-row").nth(1)];
  await first.getByRole("button", { name: "Política de cancelación" }).click();
  await expect(first.getByRole("alert")).toHaveText(/Disculpe, no se pudieron cargar las politicas\./);
  await expect(first.getByRole("link", { name: "Ver tarifas relacionadas" })).toHaveAttribute("href", /baseRate=/);
  // Spec 001 §4: a policy failure disables the rate "unless smart flow"; the search reply carries portal 2's smartFlow.
  await expect(first.getByRole("button", { name: "Seleccionar" })).toBeEnabled();
  await page.request.post("/api/demo/scenario", { data: { names: ["quote-500"] } });
  await first.getByRole("button", { name: "Intente nuevamente" }).click();
  await expect(first.getByTestId("policy-node").first()).toBeVisible();
  await second.getByRole("button", { name: "Seleccionar" }).click();
  await expect(second.getByText("Hemos vendido la última habitación")).toBeVisible();
  await expect(second.getByRole("button", { name: "No disponible" })).toBeDisabled();
  await page.request.delete("/api/demo/scenario");
});

test("the alternative-rate notice, then the redirect; the credit and no-fees permission texts", async ({ page }) => {
  const hotel = await madridHotel(page);
  await page.request.post("/api/demo/scenario", { data: { names: ["alternative-rate"] } });
  await page.goto(detailUrl(hotel));
  await page.getByTestId("rate-row").first().getByRole("button", { name: "Seleccionar" }).click();
  await expect(
    page.getByText("La tarifa seleccionada ya no está disponible por lo que seleccionaremos una alternativa similar."),
  ).toBeVisible();
  await expect(page.getByText("Por favor, aguarda unos instantes y serás redireccionado...")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/hotel\/.+\?alternative=true$/, { timeout: 10_000 });
  await expect(page.getByText("Seleccionamos una tarifa alternativa similar a la elegida.")).toBeVisible();
  await page.request.delete("/api/demo/scenario");

  await page.context().clearCookies();
  await madridHotel(page, "agente.sincredito");
  await page.goto(detailUrl(hotel));
  await page.getByTestId("rate-row").first().getByRole("button", { name: "Seleccionar" }).click();
  await expect(page.getByText("No hay crédito disponible para realizar la reserva.")).toBeVisible();

  await page.context().clearCookies();
  // A rate whose cancellation would cost something: the first such rate of the listed hotels (bounded).
  let withFees: { hotel: Cluster; index: number } | undefined;
  for (const candidate of (await madridHotels(page, "agente.singastos")).slice(0, 10)) {
    for (const [index, rate] of candidate.rates.entries()) {
      const reply = await page.request.get(`/checkout/quote/hotel/${rate.tripProductID}`);
      if (((await reply.json()) as { deadlineReached?: boolean }).deadlineReached === true) {
        withFees = { hotel: candidate, index };
        break;
      }
    }
    if (withFees !== undefined) break;
  }
  if (withFees === undefined) throw new Error("no rate with cancellation fees among the first 10 Madrid hotels");
  await page.goto(detailUrl(withFees.hotel));
  await page.getByRole("button", { name: /TARIFAS? DISPONIBLES?$/ }).click();
  await page.getByTestId("rate-row").nth(withFees.index).getByRole("button", { name: "Seleccionar" }).click();
  await expect(
    page.getByText(/^Tu usuario tiene permiso únicamente para realizar reservas que no incurren/),
  ).toBeVisible();
});

test("a detail address without a hotel id reads 'Hotel ID can't be empty'", async ({ page }) => {
  const { checkIn, checkOut } = STAY();
  await page.goto(`/hotel/details/hotel//${checkIn}/${checkOut}/2-0/MAD`);
  await expect(page.getByRole("alert")).toHaveText(/Hotel ID can't be empty/);
});

for (const language of PORTAL_LANGUAGES) {
  test(`the detail page, its rooms and a policy panel have no axe violation (${language}; phone, desktop)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (viewport) => {
      const hotel = await madridHotel(page);
      await page.goto(detailUrl(hotel));
      const first = page.getByTestId("rate-row").first();
      await expect(first).toBeVisible();
      // Pressed once the row stands still, as a person does: in one CI run under load (2026-11-29) the press, made
      // as soon as the first row showed, left the button collapsed and the panel never opened.
      const policy = first.getByRole("button", { expanded: false }).first();
      await waitUntilStill(policy);
      await policy.click();
      await expect(first.getByTestId("policy-node").first()).toBeVisible();
      await expectNoAxeViolations(page, `${language} ${viewport}`);
      await attachScreenshot(page, testInfo, `detail-${language}-${viewport}`);
    });
  });
}

/** The Madrid results page two months ahead, as the home box builds it, signed in as `agente`. */
const madridResults = async (page: Page) => {
  expect((await page.request.post("/api/login", { data: AGENT })).ok()).toBe(true);
  const { checkIn, checkOut } = STAY();
  await page.goto(`/hotel/results/MAD/${checkIn}/${checkOut}/2-0`);
  // The rooms of another hotel were opened when a card of a partial reply was read.
  await expectHotelSearchComplete(page);
  return page.getByRole("article").first();
};

/** Opens a results card's rooms tab and waits for its rates. */
const openRooms = async (card: Locator) => {
  await card.getByRole("button", { name: "Habitaciones" }).click();
  await expect(card.getByTestId("rate-row").first()).toBeVisible();
  return card.getByTestId("rate-row");
};

test("from the results page an agent opens a card's rooms, reads a rate's policy timeline, quotes and lands on the checkout", async ({
  page,
}) => {
  const card = await madridResults(page);
  const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  const rows = await openRooms(card);
  await rows.first().getByRole("button", { name: "Política de cancelación" }).click();
  const timeline = rows.first().getByRole("list", { name: "Línea de tiempo de la política", exact: true });
  await expect(timeline.getByRole("listitem").first()).toHaveText(/^(GRATIS HOY|Hoy)/);
  await rows.first().getByRole("button", { name: "Seleccionar" }).click();
  await expect(page).toHaveURL(/\/checkout\/hotel\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
});

test("from the results page an agent adds a rate to a new budget: the widget and /mybudgets/{id} show it", async ({
  page,
}) => {
  const card = await madridResults(page);
  const title = `Madrid ${Math.random().toString(36).slice(2, 7)}`;
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

  const rows = await openRooms(card);
  await rows
    .first()
    .getByRole("button", { name: /^Agregar a (cotización|presupuesto)$/ })
    .click();
  await expect(page.getByTestId("toast").filter({ hasText: "Continuemos con más servicios" })).toBeVisible();
  await page.getByTestId("budget-widget-button").click();
  await expect(panel.getByTestId("budget-active")).toContainText(title);
  await panel
    .getByTestId("budget-active")
    .getByRole("link", { name: `ver detalle del presupuesto ${title}` })
    .click();
  await expect(page).toHaveURL(/\/mybudgets\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByTestId("budget-item")).toHaveCount(1);
});
