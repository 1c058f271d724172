import { type Browser, expect, test } from "@playwright/test";
import {
  attachScreenshot,
  useLanguage as chooseLanguage,
  expectNoAxeViolations,
  PORTAL_LANGUAGES,
  VIEWPORTS,
} from "./support/portal";

// axe-core on the back office's settings modules (issue 40: "no violation on each admin module, in es, en and pt, at
// phone and desktop"): the portals list, a portal's settings, the custom texts with a text open, the tour texts, the
// change log with entries, and the page that refuses an agent. The hotels module is scanned in admin-hotels.spec.ts,
// the content modules in admin-content.spec.ts, the public tour in tour.spec.ts. One browser per user, switching
// language and size, rather than a journey per combination.

const signedIn = async (browser: Browser, username: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post("/api/login", { data: { username, password: "demo1234" } })).ok()).toBe(true);
  return page;
};

test("each settings module and the refusal are axe clean in es, en and pt, at phone and desktop", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await signedIn(browser, "admin");
  const agent = await signedIn(browser, "agente");

  // Two change-log entries (a tour title saved, then put back), so the change log is scanned with its rows and undo
  // buttons; put back at once, the portal's tour is the default again for the specs after this one.
  for (const title of ["Empezá acá (axe)", ""]) {
    const body = { language: "es", step: "search", field: "title", text: title };
    const saved = await admin.request.post("/api/admin/tour", { data: body });
    expect(saved.ok()).toBe(true);
  }

  for (const language of PORTAL_LANGUAGES) {
    await chooseLanguage(admin, baseURL ?? "", language);
    await chooseLanguage(agent, baseURL ?? "", language);
    for (const size of ["phone", "desktop"] as const) {
      const where = `(${language}, ${size})`;
      await admin.setViewportSize(VIEWPORTS[size]);
      await agent.setViewportSize(VIEWPORTS[size]);

      await admin.goto("/admin");
      await expect(admin.locator('a[href="/admin/settings/3"]').first()).toBeVisible();
      await expectNoAxeViolations(admin, `on the portals list ${where}`);

      await admin.goto("/admin/settings/3");
      await expect(admin.getByRole("switch").first()).toBeVisible();
      await expectNoAxeViolations(admin, `on the portal settings ${where}`);

      await admin.goto("/admin/texts");
      const text = admin.getByTestId("custom-text").first();
      await text.getByRole("button").first().click();
      await expect(admin.locator("textarea").first()).toBeVisible();
      await expectNoAxeViolations(admin, `on the custom texts with one open ${where}`);

      await admin.goto("/admin/tour");
      await expect(admin.getByTestId("tour-step-search").getByRole("textbox").first()).toBeVisible();
      await expectNoAxeViolations(admin, `on the tour texts ${where}`);

      await admin.goto("/admin/audit");
      await expect(admin.getByTestId("audit-entry").first()).toBeVisible();
      await expectNoAxeViolations(admin, `on the change log ${where}`);
      await attachScreenshot(admin, testInfo, `admin-audit-${language}-${size}`);

      await agent.goto("/admin/settings/3");
      await expect(agent.getByRole("alert")).toBeVisible();
      await expectNoAxeViolations(agent, `on the refusal ${where}`);
    }
  }
  await admin.context().close();
  await agent.context().close();
});
