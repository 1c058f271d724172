import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { dayFromToday } from "./support/dates";
import { atViewports, useLanguage as chooseLanguage, expectNoAxeViolations, PORTAL_LANGUAGES } from "./support/portal";

// The whole trip's cancellation cost and the deadlines coming up. `agente` (portal with the pricer) adds a Madrid
// hotel two months ahead and a Punta del Este house 18 days ahead to a new quotation. The house is free to cancel
// until 14 days before its check-in, so that deadline always falls within the next 5 days, whatever today is; each
// price holds 72 hours, so two "rate validity" deadlines always fall there too. The demo's re-quote scenarios stand for
// a supplier that raised the hotel's rate and withdrew the house.

const AGENT = { username: "agente", password: "demo1234" };
const HOTEL_STAY = () => ({ checkIn: dayFromToday(60), checkOut: dayFromToday(63) });
const HOUSE_STAY = () => ({ checkIn: dayFromToday(18), checkOut: dayFromToday(25) });

type Stay = { readonly checkIn: string; readonly checkOut: string };
type Found = { readonly name: string; readonly hotelDetailId: string };

const firstOf = async (page: Page, path: string, url: string): Promise<Found> => {
  const reply = await page.request.post(path, { data: { url } });
  expect(reply.ok()).toBe(true);
  const found = ((await reply.json()) as { hotels: Found[] }).hotels[0];
  if (found === undefined) throw new Error(`nothing found for ${url}`);
  return found;
};

/** A full-page screenshot kept in the test's output folder (to look at) and attached to the report. */
const shoot = async (page: Page, testInfo: TestInfo, name: string) => {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
};

const hotelDetail = ({ checkIn, checkOut }: Stay, id: string) =>
  `/hotel/details/hotel/${id}/${checkIn}/${checkOut}/2-0/MAD`;
const houseDetail = ({ checkIn, checkOut }: Stay, id: string) =>
  `/house/details/casa/${id}/${checkIn}/${checkOut}/2-0/PDP`;

test("an agent builds a quotation with a hotel and a house, reads what cancelling costs day by day and the deadlines coming up", async ({
  page,
  baseURL,
}, testInfo) => {
  expect((await page.request.post("/api/login", { data: AGENT })).ok()).toBe(true);
  const hotelStay = HOTEL_STAY();
  const houseStay = HOUSE_STAY();
  const hotel = await firstOf(
    page,
    "/api/v1/hotels/search",
    `/hotel/results/MAD/${hotelStay.checkIn}/${hotelStay.checkOut}/2-0`,
  );
  const house = await firstOf(
    page,
    "/api/v1/houses/search",
    `/house/results/Punta%20del%20Este/PDP/${houseStay.checkIn}/${houseStay.checkOut}/2-0`,
  );

  // The hotel's first rate opens a new quotation, and the portal goes to it.
  await page.goto(hotelDetail(hotelStay, hotel.hotelDetailId));
  await page.getByTestId("rate-row").first().getByRole("button", { name: "Agregar a cotización" }).click();
  await expect(page).toHaveURL(/\/v3\/trip\/edit\/\d+$/);
  const trip = new URL(page.url()).pathname;
  // The house goes to the same quotation, now the active one.
  await page.goto(houseDetail(houseStay, house.hotelDetailId));
  await page.getByRole("button", { name: "Agregar a cotización" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Continuemos con más servicios" })).toBeVisible();

  await page.goto(trip);
  await expect(page.getByTestId("budget-item")).toHaveCount(2);
  const timeline = page.getByTestId("cancellation-timeline");
  await expect(timeline.getByRole("heading", { name: "Costo de cancelar todo el viaje" })).toBeVisible();
  const steps = timeline.getByTestId("timeline-step");
  // Today first; the house's half price from 14 days before its check-in, its whole price from 3 days before.
  await expect(steps.first().locator("time")).toHaveAttribute("datetime", dayFromToday(0));
  await expect(steps.first()).toContainText("Hoy");
  await expect(timeline.locator(`time[datetime="${dayFromToday(4)}"]`)).toBeVisible();
  await expect(timeline.locator(`time[datetime="${dayFromToday(15)}"]`)).toBeVisible();

  // The breakdown of the day the house's half price starts: reached from the keyboard, and by the pointer.
  const halfStep = steps.filter({ has: page.locator(`time[datetime="${dayFromToday(4)}"]`) });
  await halfStep.focus();
  const [y, m, d] = dayFromToday(4).split("-");
  const breakdown = timeline.getByRole("table", { name: `Si cancelás el ${d}/${m}/${y}` });
  await expect(breakdown).toBeVisible();
  await expect(breakdown.getByRole("row", { name: new RegExp(house.name) })).toContainText("USD");
  await expect(breakdown.getByRole("row", { name: new RegExp(hotel.name) })).toBeVisible();
  await expect(breakdown.locator("tfoot")).toContainText("Total");
  await steps.first().hover();
  await expect(steps.first()).toHaveAttribute("aria-pressed", "true");

  // 'Actualizar precios' after the supplier moved the hotel's rate and withdrew the house (the demo's scenarios).
  const scenarios = async (names: readonly string[]) =>
    expect((await page.request.post("/api/demo/scenario", { data: { names } })).ok()).toBe(true);
  await scenarios(["requote-change", "requote-withdraw"]);
  const reprice = page.getByTestId("budget-reprice");
  await reprice.getByRole("button", { name: "Actualizar precios" }).click();
  const lines = reprice.getByTestId("reprice-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: hotel.name })).toContainText("+USD");
  await expect(lines.filter({ hasText: house.name })).toContainText("Ya no está disponible");
  await lines
    .filter({ hasText: hotel.name })
    .getByRole("button", { name: /^Aceptar el precio nuevo de / })
    .click();
  await expect(lines.filter({ hasText: hotel.name })).toContainText("Sin cambios");
  await expect(reprice).toContainText("Precios actualizados el");
  await shoot(page, testInfo, "budget-reprice-desktop");
  await scenarios([]);

  await atViewports(page, ["phone", "desktop"], async (viewport) => {
    await page.goto(trip);
    await expect(page.getByTestId("timeline-step").first()).toBeVisible();
    await shoot(page, testInfo, `budget-timeline-${viewport}`);
    for (const language of PORTAL_LANGUAGES) {
      if (baseURL === undefined) throw new Error("no baseURL");
      await chooseLanguage(page, baseURL, language);
      await page.goto(trip);
      await expect(page.getByTestId("timeline-step").first()).toBeVisible();
      await expectNoAxeViolations(page, `budget timeline ${language} ${viewport}`);
    }
    await chooseLanguage(page, baseURL ?? "", "es");
  });

  // The header's entry counts the deadlines of the next 5 days and leads to them.
  await page.goto(trip);
  const entry = page.getByTestId("deadlines-link");
  await expect(entry).toContainText(/\d+/);
  await entry.click();
  await expect(page).toHaveURL(/\/mydeadlines$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vencimientos próximos" })).toBeVisible();
  // Only this quotation's entries: the agent's other quotations may have deadlines too.
  const ours = page.getByTestId("deadline").filter({ has: page.locator(`a[href^="${trip}#"]`) });
  const free = ours.filter({ hasText: "Fin de la cancelación gratuita" }).filter({ hasText: house.name });
  await expect(free).toHaveCount(1);
  await expect(ours.filter({ hasText: "Vence la validez de la tarifa" })).toHaveCount(2);
  await expectNoAxeViolations(page, "deadlines page");
  await shoot(page, testInfo, "deadlines-desktop");
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page, "deadlines page phone");
  await shoot(page, testInfo, "deadlines-phone");

  // The daily digest: 00:00 of the agent's day has always come, so their next call sends today's to the outbox.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("combobox", { name: /^Hora del resumen/ }).selectOption("0");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("Recibirás el resumen cada día a las 00:00.")).toBeVisible();
  const outbox = (await (await page.request.get("/api/outbox")).json()) as {
    messages: { from: string; subject: string; body: string }[];
  };
  const digests = outbox.messages.filter((mail) => mail.from === "vencimientos@travesia.demo");
  expect(digests).toHaveLength(1);
  expect(digests[0]?.subject).toMatch(/^Vencimientos próximos: \d+$/);
  expect(digests[0]?.body).toContain(`Fin de la cancelación gratuita · `);
  expect(digests[0]?.body).toContain(house.name);
  await page.setViewportSize({ width: 375, height: 740 });

  // Its link lands on the house, in the quotation.
  await free.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${trip}#item-\\d+$`));
  await expect(page.getByTestId("budget-item").filter({ hasText: house.name })).toBeFocused();
});
