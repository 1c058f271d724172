import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/portal";

// The accessibility checks of every journey rest on this helper (axe-core injected once per document, run directly):
// it must pass a clean page, fail on a real violation, and still work after the page has been scanned once.
test("the axe-core helper passes the home page and fails on an unnamed button added to it", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#hotel-destinationId")).toBeVisible();
  await expectNoAxeViolations(page, "on the home page");
  await page.evaluate(() => document.querySelector("main")?.append(document.createElement("button")));
  await expect(expectNoAxeViolations(page, "with an unnamed button")).rejects.toThrow(/button-name/);
});
