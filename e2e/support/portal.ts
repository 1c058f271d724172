import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

/** The spec's breakpoints (spec 000 §9): phone below 768, tablet below 991. */
export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  tablet: { width: 820, height: 1100 },
  desktop: { width: 1280, height: 900 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Languages the portal speaks; the `ml` cookie chooses one (spec 000 §4). */
export const PORTAL_LANGUAGES = ["es", "en", "pt"] as const;

/** Fails the test with every axe-core violation on the page, listed readably. */
export const expectNoAxeViolations = async (page: Page, context = "") => {
  const scan = await new AxeBuilder({ page }).analyze();
  const summary = scan.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe-core violations ${context}`).toEqual([]);
};

/** Attaches a full-page screenshot to the test report. */
export const attachScreenshot = async (page: Page, testInfo: TestInfo, name: string) => {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
};

/** Chooses the interface language the way the portal stores it: the `ml` cookie. */
export const useLanguage = async (page: Page, baseURL: string, language: (typeof PORTAL_LANGUAGES)[number]) => {
  await page.context().addCookies([{ name: "ml", value: language, url: baseURL }]);
};
