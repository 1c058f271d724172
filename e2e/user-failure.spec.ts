import { expect, type Page, test } from "@playwright/test";
import { attachScreenshot, expectNoAxeViolations } from "./support/portal";

// Spec 000 §8 "User load failure: 'error al recuperar el usuario'". The demo's `user-fail` scenario makes
// GET /api/user answer 500 (packages/testkit/README.md). A signed-in agent must see the message, must not get a
// visitor's header, and /mybudgets must not say 'No hay presupuestos para mostrar' while the agent has budgets.

/** Logs in through the login form, as a person would (this also sets the browser's 'user is logged' flag). */
const logInWithForm = async (page: Page) => {
  await page.goto("/login/");
  await page.getByLabel("Usuario").fill("agente");
  await page.getByLabel("Contraseña").fill("demo1234");
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByTestId("logout-link")).toBeVisible();
  // The greeting is in the header (visually hidden at some widths): attached, not necessarily visible.
  await expect(page.getByText("Hola, Martín")).toBeAttached();
};

const setScenarios = async (page: Page, names: readonly string[]) => {
  expect((await page.request.post("/api/demo/scenario", { data: { names } })).ok()).toBe(true);
};

test("a failed user call shows 'error al recuperar el usuario', keeps logout, and /mybudgets never claims no budgets", async ({
  page,
}, testInfo) => {
  await logInWithForm(page);
  const title = `Fiordos ${Math.random().toString(36).slice(2, 7)}`;
  const created = await page.request.post("/api/budget/create", {
    data: { budget: { title, firstName: "Ana", lastName: "López" } },
  });
  expect(created.ok()).toBe(true);

  await setScenarios(page, ["user-fail"]);
  await page.goto("/mybudgets");

  const header = page.getByRole("banner");
  const userAlert = header.getByRole("alert");
  await expect(userAlert).toHaveText("error al recuperar el usuario");
  // The session is still signed in: logout stays, the visitor's login link does not come back.
  await expect(header.getByTestId("logout-link")).toBeVisible();
  await expect(header.getByTestId("login-link")).toHaveCount(0);

  const main = page.getByRole("main");
  const listFailure = main.getByTestId("budget-failure");
  await expect(listFailure).toContainText("Lo sentimos!");
  await expect(listFailure).toContainText("No se pudieron recuperar los presupuestos");
  await expect(main.getByText("No hay presupuestos para mostrar.")).toHaveCount(0);
  await expectNoAxeViolations(page, "user load failure on /mybudgets");
  await attachScreenshot(page, testInfo, "user-load-failure");
  await page.screenshot({ path: testInfo.outputPath("user-load-failure.png"), fullPage: true });

  // The server recovers: the page's retry asks for the user again, and the list follows.
  await setScenarios(page, []);
  await listFailure.getByRole("button", { name: "Reintentar" }).click();
  await expect(main.getByRole("button", { name: `activar presupuesto ${title}` })).toBeVisible();
  await expect(header.getByText("Hola, Martín")).toBeAttached();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the header's own retry brings the user back, in the interface language", async ({ page, baseURL }) => {
  await logInWithForm(page);
  await page.context().addCookies([{ name: "ml", value: "pt", url: baseURL ?? "" }]);
  await setScenarios(page, ["user-fail"]);
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("alert")).toHaveText("erro ao recuperar o usuário");
  await setScenarios(page, []);
  await header.getByRole("button", { name: "Carregar o usuário de novo" }).click();
  await expect(header.getByText("Olá, Martín")).toBeAttached();
  await expect(header.getByRole("alert")).toHaveCount(0);
});
