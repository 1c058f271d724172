import { expect, type Page, test } from "@playwright/test";
import { attachScreenshot, atViewports, expectNoAxeViolations, PORTAL_LANGUAGES, useLanguage } from "./support/portal";
import { holdScripts } from "./support/standIn";

// Spec 000 §2, §4, §8: login and logout pages, the session-expired overlay, cross-tab logout and the 'user is
// logged' rule on the login page. Every password of the demo users is demo1234 (packages/testkit/README.md).

const PASSWORD = "demo1234";

/** Logs in through the login form, as a person would. */
const logInWithForm = async (page: Page, username: string) => {
  await page.goto("/login/");
  await page.getByLabel("Usuario").fill(username);
  await page.getByLabel("Contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("logout-link")).toBeVisible();
};

/** Sets demo scenarios for this browser's session (the visitor cookie), as packages/testkit/README.md says. */
const setScenarios = async (page: Page, names: readonly string[]) => {
  const reply = await page.request.post("/api/demo/scenario", { data: { names } });
  expect(reply.ok()).toBe(true);
};

/** Makes the tab ask the server about the session now (the portal asks again whenever the tab gets the focus). */
const returnToTab = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event("focus")));

test("an agent logs in with the form, sees the header counters and logs out", async ({ page }, testInfo) => {
  await logInWithForm(page, "agente");
  await expect(page.getByText("Hola, Martín")).toBeAttached();
  const counters = page.getByRole("list", { name: "Tu actividad" });
  await expect(counters.getByTestId("counter-bookings")).toContainText(/\d/);
  await expect(page.getByTestId("budget-widget-button")).toBeVisible();
  await attachScreenshot(page, testInfo, "home-signed-in-desktop");

  await page.getByTestId("logout-link").click();
  await expect(page).toHaveURL("/logout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cerraste tu sesión");
  await expect(page.getByRole("banner").getByTestId("login-link")).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver a ingresar" })).toBeVisible();
  expect((await (await page.request.get("/api/session-status")).json()).loggedIn).toBe(false);
});

test("a wrong password is refused with a message and nothing is lost", async ({ page }) => {
  await page.goto("/login/");
  await page.getByLabel("Usuario").fill("agente");
  await page.getByLabel("Contraseña").fill("wrong");
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByRole("alert")).toHaveText("No pudimos iniciar tu sesión. Revisá el usuario y la contraseña.");
  await expect(page.getByLabel("Usuario")).toHaveValue("agente");
  await expect(page).toHaveURL("/login/");
});

test("logging out in one tab logs the other tab out", async ({ context }) => {
  const first = await context.newPage();
  await logInWithForm(first, "agente");
  const second = await context.newPage();
  await second.goto("/mybudgets");
  await expect(second.getByTestId("logout-link")).toBeVisible();

  await first.getByTestId("logout-link").click();
  await expect(first.getByRole("heading", { level: 1 })).toHaveText("Cerraste tu sesión");

  await expect(second).toHaveURL("/login/");
  await expect(second.getByTestId("toast")).toHaveText(/Cerraste tu sesión en otra pestaña\./);
  await expect(second.getByRole("banner").getByTestId("login-link")).toBeVisible();
});

test("a login page opened while logged in in another tab goes home", async ({ context }) => {
  const first = await context.newPage();
  await logInWithForm(first, "agente");
  const second = await context.newPage();
  await second.goto("/login/");
  await expect(second).toHaveURL("/");
  await expect(second.getByTestId("logout-link")).toBeVisible();
});

test("a stale 'user is logged' flag does not keep anyone out of the login page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.setItem("userIsLogged", "true"));
  await page.goto("/login/");
  await expect(page.getByLabel("Usuario")).toBeVisible();
  await expect(page).toHaveURL("/login/");
});

for (const language of PORTAL_LANGUAGES) {
  test(`an expired session shows its overlay with Home and Refresh (${language}; phone, desktop)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (viewport) => {
      await page.request.post("/api/login", { data: { username: "agente", password: PASSWORD } });
      await page.goto("/");
      // The page's own header, not the agent's shell the document brings (hidden from assistive technology).
      await expect(page.getByRole("banner").getByTestId("logout-link")).toBeVisible();

      await setScenarios(page, ["session-expired"]);
      const title = { es: "Tu sesión ha expirado", en: "Your session has expired", pt: "Sua sessão expirou" }[language];
      const dialog = page.getByRole("dialog", { name: title });
      // The session watch listens for the tab's return once its module, loaded after the page, is in: a return before
      // that is not seen (1 of 18 runs), so the person comes back again, as they would.
      await expect(async () => {
        await returnToTab(page);
        await expect(dialog).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await expect(
        dialog.getByRole("link", { name: { es: "Inicio", en: "Home", pt: "Início" }[language] }),
      ).toBeVisible();
      const refresh = dialog.getByRole("button", {
        name: { es: "Actualizar", en: "Refresh", pt: "Atualizar" }[language],
      });
      await expect(refresh).toBeVisible();
      await expectNoAxeViolations(page, `with the session-expired overlay (${language}, ${viewport})`);
      await attachScreenshot(page, testInfo, `session-expired-${language}-${viewport}`);

      await setScenarios(page, []);
      await page.request.post("/api/logout");
      await refresh.click();
      await expect(page.getByRole("banner").getByTestId("login-link")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}

test("/logout?sessionExpired=true says the session expired", async ({ page }) => {
  await page.goto("/logout?sessionExpired=true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu sesión ha expirado");
  await expect(page.getByText("Por seguridad cerramos tu sesión.")).toBeVisible();
});

test("a 401 from the draft creation lands on /logout, which closes the session", async ({ page }) => {
  await page.request.post("/api/login", { data: { username: "agente", password: PASSWORD } });
  await setScenarios(page, ["draft-401"]);
  const draft = await page.request.post("/v3/api/create/draft", { data: {} });
  expect(draft.status()).toBe(401);
  await setScenarios(page, []);
  // The add-to-budget hook answers a 401 with navigation to /logout (hooks' useAddToBudget); this is that page.
  await page.goto("/logout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cerraste tu sesión");
  await expect(page.getByRole("link", { name: "Volver a ingresar" })).toBeVisible();
  expect((await (await page.request.get("/api/session-status")).json()).loggedIn).toBe(false);
});

for (const language of PORTAL_LANGUAGES) {
  test(`login, logout and not-found pages have no axe violation (${language}; phone, desktop)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await useLanguage(page, baseURL ?? "", language);
    await atViewports(page, ["phone", "desktop"], async (viewport) => {
      await page.goto("/login/");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `on /login/ (${language}, ${viewport})`);
      await attachScreenshot(page, testInfo, `login-${language}-${viewport}`);

      await page.goto("/logout?sessionExpired=true");
      await expect(
        page.getByRole("link", {
          name: { es: "Volver a ingresar", en: "Log in again", pt: "Entrar novamente" }[language],
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `on /logout (${language}, ${viewport})`);

      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `on the not-found page (${language}, ${viewport})`);
    });
  });
}

test("a signed-in agent's home has the agent's header from its first paint, and the search box stays where it was drawn", async ({
  page,
}, testInfo) => {
  // Signed in elsewhere (another tab, the API): this browser holds the session's cookie and no 'user is logged' flag.
  expect((await page.request.post("/api/login", { data: { username: "agente", password: PASSWORD } })).ok()).toBe(true);
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  // The server read the agent's record with the navigation: the document is the home drawn for that agent.
  const shell = page.locator("#root > [inert]");
  await expect(shell.locator("header").getByText("Salir")).toBeVisible();
  await expect(shell.locator("header").getByText("Hola, Martín")).toBeAttached();
  const heading = page.locator("main h1");
  await expect(heading).toHaveText("Encontrá tu próximo viaje");
  const headingTop = () => heading.evaluate((element) => element.getBoundingClientRect().top);
  const shellTop = await headingTop();
  await release();
  // The agent's products come with the record the page read from the document, in its first render.
  await expect(page.getByRole("tab", { name: "Traslados" })).toBeVisible();
  await expect(page.getByRole("banner").getByTestId("logout-link")).toBeVisible();
  expect(await headingTop()).toBe(shellTop);
  // Once the header's counters and the currency have come, the search box has still not moved: a click lands.
  await expect(page.getByTestId("currency-small-button")).toContainText(/^[A-Z]{3}/);
  expect(await headingTop()).toBe(shellTop);
  await page.getByRole("tab", { name: "Vuelos" }).click();
  await expect(page.getByRole("tab", { name: "Vuelos" })).toHaveAttribute("aria-selected", "true");
  await attachScreenshot(page, testInfo, "agent-home-first-paint-kept");
});

test("a 'user is logged' flag that outlived its session never draws a signed-in header", async ({ page, context }) => {
  // The session ends on the server; the browser keeps the flag (a logout in another browser, an expiry overnight).
  expect((await page.request.post("/api/login", { data: { username: "agente", password: PASSWORD } })).ok()).toBe(true);
  expect((await page.request.post("/api/logout", { data: {} })).ok()).toBe(true);
  await context.addInitScript(() => {
    window.localStorage.setItem("userIsLogged", "true");
    new MutationObserver(() => {
      if (document.querySelector("[data-testid=logout-link]") !== null)
        (window as { sawLogout?: boolean }).sawLogout = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/mybudgets");
  await expect(page.getByText("Ingresá para ver tus presupuestos.")).toBeVisible();
  await expect(page.getByTestId("login-link")).toBeVisible();
  // The server answered the session's record with the page, and the page read it before its first render.
  expect(await page.evaluate(() => (window as { sawLogout?: boolean }).sawLogout ?? false)).toBe(false);
});
