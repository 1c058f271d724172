import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pdfText } from "../packages/testkit/src/internal/pdfText";
import {
  attachScreenshot,
  atViewports,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  useLanguage,
  VIEWPORTS,
  waitUntilStill,
} from "./support/portal";

/*
 * Sharing and printing a hotel (spec 001 §2 "print PDF … share (facebook, twitter, e-mail with or without PDF,
 * whatsapp on small screens)", §5 'Campo requerido', §7 /hotel/emailPDF, /hotel/pdf, /hotel/pdf/multi, §8 the share
 * and PDF texts): an agent on Madrid's results mails a hotel with its PDF and finds the mail in the demo outbox,
 * downloads the hotel's PDF and a multi-hotel PDF; the failures; axe-core on the share dialog.
 */

const AGENT = { username: "agente", password: "demo1234" };

/** A day `days` after today (UTC), as the demo's clock counts. */
const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const RESULTS = () => `/hotel/results/MAD/${dayFromToday(45)}/${dayFromToday(48)}/2-0`;

const tag = () => Math.random().toString(36).slice(2, 8);

/** Signs in as the agent and opens Madrid's results once the search is complete. */
const openMadrid = async (page: Page) => {
  expect((await page.request.post("/api/login", { data: AGENT })).ok()).toBe(true);
  await page.goto(RESULTS());
  // A card first (before the page has drawn, there is no progress bar yet either), then the search's end; a loaded
  // 2-core machine can take longer than the default 10 s for both.
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
};

/** A result card and its hotel's name (the card's heading). */
const card = async (page: Page, index: number): Promise<{ card: Locator; name: string }> => {
  const article = page.getByRole("article").nth(index);
  const name = ((await article.getByRole("heading", { level: 2 }).textContent()) ?? "").trim();
  return { card: article, name };
};

/** Opens a card's share menu and the e-mail dialog in a variant. */
const openMailDialog = async (page: Page, index: number, withPdf: boolean) => {
  const { card: article, name } = await card(page, index);
  await article.getByRole("button", { name: `Compartir: ${name}` }).click();
  const item = withPdf ? "Enviar por correo con PDF" : "Enviar por correo";
  await article.getByRole("menuitem", { name: `${item}: ${name}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Compartir ${name} por correo` });
  await expect(dialog.getByRole("textbox", { name: "Para" })).toBeVisible();
  return { dialog, name, card: article };
};

/** Clicks a download link and checks the file is a PDF; returns its text. */
const downloadPdfText = async (page: Page, link: Locator): Promise<string> => {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return pdfText(bytes);
};

test("an agent mails a hotel with its PDF ('Campo requerido' first) and finds the mail in the outbox", async ({
  page,
}, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openMadrid(page);
  const { dialog, name } = await openMailDialog(page, 0, true);

  // Spec 001 §5: with the PDF, from and to are required.
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(dialog.getByText("Campo requerido")).toHaveCount(2);
  await expect(dialog.getByRole("textbox", { name: "De" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "share dialog with its messages");
  await attachScreenshot(page, testInfo, "share-dialog-required-desktop");

  const to = `cliente.${tag()}@example.com`;
  await dialog.getByRole("textbox", { name: "De" }).fill("agente@travesia.example.com");
  await dialog.getByRole("textbox", { name: "Para" }).fill(to);
  await dialog.getByRole("textbox", { name: "Asunto" }).fill(`Propuesta ${name}`);
  await dialog.getByRole("textbox", { name: "Mensaje" }).fill("Te paso el hotel que vimos.");
  await expect(dialog.getByText("Campo requerido")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(dialog.getByRole("status")).toHaveText("Se ha enviado tu correo.");
  await attachScreenshot(page, testInfo, "share-dialog-sent-desktop");
  await dialog.getByRole("button", { name: "Cerrar" }).click();
  await expect(dialog).toHaveCount(0);
  // The focus is back on the card's 'Compartir', its menu folded.
  await expect(
    page
      .getByRole("article")
      .first()
      .getByRole("button", { name: `Compartir: ${name}` }),
  ).toBeFocused();
  await expect(page.getByRole("menu")).toHaveCount(0);

  // The demo outbox shows the mail, its hotel and its PDF attachment.
  await page.goto("/outbox.html");
  const mail = page.getByRole("article").filter({ hasText: to });
  await expect(mail.getByRole("heading", { name: `Propuesta ${name}` })).toBeVisible();
  await expect(mail.getByText(`Hotel: ${name}`, { exact: false })).toBeVisible();
  const attachment = await downloadPdfText(page, mail.getByRole("link", { name: "PDF adjunto" }));
  expect(attachment).toContain(name);
});

test("an agent downloads a hotel's PDF and the PDF of two chosen hotels", async ({ page }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openMadrid(page);
  const { card: first, name } = await card(page, 0);

  // The hotel's PDF: the progress text, then the download, which holds the hotel and its rates' policies.
  await first.getByRole("button", { name: `Imprimir PDF: ${name}` }).click();
  const hotelText = await downloadPdfText(page, first.getByRole("link", { name: `Descargar PDF: ${name}` }));
  expect(hotelText).toContain(name);
  expect(hotelText).toContain("Política de cancelación");

  // Two hotels chosen for the multi-hotel PDF.
  const second = await card(page, 1);
  await first.getByRole("checkbox", { name: `Elegir para el PDF: ${name}` }).check();
  await second.card.getByRole("checkbox", { name: `Elegir para el PDF: ${second.name}` }).check();
  // The choice outlives a reload of the page.
  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await expect(first.getByRole("checkbox", { name: `Elegir para el PDF: ${name}` })).toBeChecked();
  await page.getByRole("button", { name: "Imprimir PDF de 2 hoteles" }).click();
  const multiText = await downloadPdfText(
    page,
    page.getByRole("link", { name: "Descargar el PDF de los hoteles elegidos" }),
  );
  expect(multiText).toContain(name);
  expect(multiText).toContain(second.name);
  await attachScreenshot(page, testInfo, "share-results-desktop");
});

test("the PDF failure reads the Download text; a refused mail reads 'No se ha enviado tu correo'", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await openMadrid(page);
  await page.request.post("/api/demo/scenario", { data: { names: ["pdf-fail", "email-fail"] } });
  const { card: first, name } = await card(page, 0);
  await first.getByRole("button", { name: `Imprimir PDF: ${name}` }).click();
  const failure = first.getByRole("alert");
  await expect(failure).toContainText("Download");
  await expect(failure).toContainText("Por el momento no puede realizar esta operación intente más tarde!");

  const { dialog } = await openMailDialog(page, 0, false);
  await dialog.getByRole("textbox", { name: "Para" }).fill("cliente@example.com");
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("No se ha enviado tu correo");
  await page.request.delete("/api/demo/scenario");
});

test("on a phone the share menu offers WhatsApp; the keyboard opens, moves through and closes it", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openMadrid(page);
  const { card: first, name } = await card(page, 0);
  const share = first.getByRole("button", { name: `Compartir: ${name}` });
  await share.click();
  const whatsapp = first.getByRole("menuitem", { name: /^Compartir por WhatsApp/ });
  await expect(whatsapp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\?text=${encodeURIComponent(name)}`));
  await expect(first.getByRole("menuitem", { name: /^Compartir en Facebook/ })).toBeVisible();
  await expectNoAxeViolations(page, "the open share menu");
  await attachScreenshot(page, testInfo, "share-menu-phone");
  // A click outside closes it; its items exist only while it is open.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(first.getByRole("menuitem")).toHaveCount(0);
  // Enter opens it on its first item, the arrows move, Escape closes it and gives the focus back.
  await share.focus();
  await page.keyboard.press("Enter");
  const menu = first.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(first.getByRole("menuitem", { name: `Enviar por correo: ${name}` })).toHaveAttribute("data-focus");
  await page.keyboard.press("ArrowDown");
  await expect(first.getByRole("menuitem", { name: `Enviar por correo con PDF: ${name}` })).toHaveAttribute(
    "data-focus",
  );
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(share).toBeFocused();
});

for (const language of PORTAL_LANGUAGES) {
  test(`the share dialog has no axe violation (${language}; phone, desktop)`, async ({ page, baseURL }, testInfo) => {
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (viewport) => {
      await openMadrid(page);
      const article = page.getByRole("article").first();
      // Pressed once they stand still, as a person does: cards drawn in idle time can move the list under a press.
      const share = article.locator("[aria-haspopup=menu]");
      await waitUntilStill(share);
      await share.click();
      // The PDF variant's item is the menu's second item, whatever the language.
      const pdfVariant = article.getByRole("menuitem").nth(1);
      await waitUntilStill(pdfVariant);
      await pdfVariant.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.locator("input[type=email]").first()).toBeVisible();
      await dialog.locator("button[type=submit]").click();
      await expect(dialog.locator("[aria-invalid=true]")).toHaveCount(2);
      await expectNoAxeViolations(page, `${language} ${viewport}`);
      await attachScreenshot(page, testInfo, `share-dialog-${language}-${viewport}`);
    });
  });
}
