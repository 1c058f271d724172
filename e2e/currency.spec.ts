import { expect, test } from "@playwright/test";
import { attachScreenshot, expectNoAxeViolations } from "./support/portal";

test("a visitor changes the currency on the home page and finds it kept after a reload", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encontrá tu próximo viaje");

  const selector = page.getByTestId("currency-large-button");
  await expect(selector).toContainText("Dólar estadounidense");
  await selector.click();
  await page.getByRole("option", { name: /Euro/ }).click();
  await expect(selector).toContainText("Euro");

  await page.reload();
  await expect(page.getByTestId("currency-large-button")).toContainText("Euro");

  await attachScreenshot(page, testInfo, "home-desktop");
  await expectNoAxeViolations(page, "on the home page");
});

test("the currency list is reachable by keyboard", async ({ page }) => {
  await page.goto("/");
  const selector = page.getByTestId("currency-large-button");
  await expect(selector).toContainText("Dólar estadounidense");
  // Tab from the top of the page until the large selector has the focus, as a keyboard user would.
  for (let step = 0; step < 40 && !(await selector.evaluate((element) => element === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(selector).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  await expectNoAxeViolations(page, "with the currency list open");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(selector).not.toContainText("Dólar estadounidense");
});
