import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("a visitor changes the currency on the home page and finds it kept after a reload", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encontrá tu próximo viaje");

  const selector = page.getByRole("button", { name: /Moneda/ });
  await expect(selector).toContainText("Dólar estadounidense");
  await selector.click();
  await page.getByRole("option", { name: /Euro/ }).click();
  await expect(selector).toContainText("Euro");

  await page.reload();
  await expect(page.getByRole("button", { name: /Moneda/ })).toContainText("Euro");

  await testInfo.attach("home-desktop", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations).toEqual([]);
});

test("the currency list is reachable by keyboard", async ({ page }) => {
  await page.goto("/");
  const selector = page.getByRole("button", { name: /Moneda/ });
  await expect(selector).toContainText("Dólar estadounidense");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(selector).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations).toEqual([]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(selector).not.toContainText("Dólar estadounidense");
});
