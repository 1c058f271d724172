import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { expectNoCspViolations, expectSecurityHeaders, watchCspViolations } from "./support/security";

// Issue "Secure by default": the headers of every response, a strict Content-Security-Policy that the built pages
// live with, a cross-site link to the spec's GET delete refused, and a script in a budget's title that never runs.
// Hotel descriptions are not rendered by the portal yet; their test comes with the hotel pages.

const AGENT = { username: "agente", password: "demo1234" };
const tag = () => Math.random().toString(36).slice(2, 7);

const logIn = async (page: Page) => {
  const reply = await page.request.post("/api/login", { data: AGENT });
  expect(reply.ok()).toBe(true);
};

const createBudget = async (page: Page, title: string) => {
  const reply = await page.request.post("/api/budget/create", {
    data: { budget: { title, firstName: "Ana", lastName: "López", comments: "" } },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { budget: { quotationId: string } }).budget.quotationId;
};

/** Another site, on `localhost` (another site than 127.0.0.1 for the browser), serving one page. */
const otherSite = async (html: string): Promise<{ url: string; server: Server }> => {
  const server = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return { url: `http://localhost:${(server.address() as AddressInfo).port}/`, server };
};

test("every response carries the security headers, and the session cookie is HttpOnly and SameSite", async ({
  page,
  baseURL,
}) => {
  const checked: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(`${baseURL}/`)) checked.push(expectSecurityHeaders(response));
  });
  await logIn(page);
  const home = await page.goto("/");
  expect(home).not.toBeNull();
  await expect(page.getByTestId("logout-link")).toBeVisible();
  await page.goto("/mybudgets");
  await expect(page.getByRole("heading", { level: 1, name: "Mis presupuestos" })).toBeVisible();
  await Promise.all(checked);
  expect(checked.length).toBeGreaterThan(5);

  for (const path of ["/api/user", "/api/budget/list", "/assets/does-not-exist.js", "/no/such/page.json"]) {
    await expectSecurityHeaders(await page.request.get(path));
  }

  const session = (await page.context().cookies()).find((cookie) => cookie.name === "tv_session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
});

test("the Content-Security-Policy breaks no page: prerendered home in each language, login, budgets", async ({
  page,
  baseURL,
}) => {
  const violations = await watchCspViolations(page);
  for (const language of ["es", "en", "pt"] as const) {
    await page.context().addCookies([{ name: "ml", value: language, url: baseURL ?? "" }]);
    // The prerendered page requests its entry from an inline script (allowed by hash): the entry must load.
    const entry = page.waitForResponse((response) => /\/assets\/index-[^/]+\.js$/.test(response.url()));
    await page.goto("/");
    expect((await entry).ok()).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("tab").first()).toBeVisible();
  }
  await page.context().addCookies([{ name: "ml", value: "es", url: baseURL ?? "" }]);
  await page.goto("/login/");
  await expect(page.getByLabel("Usuario")).toBeVisible();
  await page.getByLabel("Usuario").fill(AGENT.username);
  await page.getByLabel("Contraseña").fill(AGENT.password);
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page.getByTestId("logout-link")).toBeVisible();
  await page.goto("/mybudgets");
  await expect(page.getByRole("heading", { level: 1, name: "Mis presupuestos" })).toBeVisible();
  await page.getByTestId("budget-widget-button").click();
  await expect(page.getByTestId("budget-widget-panel")).toBeVisible();
  expectNoCspViolations(violations, "on the home, login and budget pages");
});

test("a link on another site to delete a budget, followed by a signed-in agent, is refused", async ({
  page,
  baseURL,
}) => {
  const title = `Cross-site ${tag()}`;
  await logIn(page);
  const budgetId = await createBudget(page, title);
  const deleteUrl = `${baseURL}/api/budget/delete/${budgetId}`;
  const site = await otherSite(`<!doctype html><title>Prizes</title><a href="${deleteUrl}">Claim your prize</a>`);
  try {
    await page.goto(site.url);
    const refused = page.waitForResponse(deleteUrl);
    await page.getByRole("link", { name: "Claim your prize" }).click();
    const reply = await refused;
    expect(reply.status()).toBe(403);
    expect(await reply.json()).toEqual({
      done: false,
      error: "cross-site request refused",
      reason: "a request started by another site (Sec-Fetch-Site: cross-site) may not call the API",
    });
  } finally {
    await new Promise((closed) => site.server.close(closed));
  }
  // The agent's session rode along (SameSite=Lax on a top-level navigation), and still the budget is there.
  await page.goto("/mybudgets");
  await expect(page.getByTestId("budget-row").filter({ hasText: title })).toBeVisible();
  expect((await page.request.get(`/api/budget/get/${budgetId}`)).status()).toBe(200);
});

test("a script in a budget's title does not run, and the title shows as text", async ({ page }) => {
  const violations = await watchCspViolations(page);
  const title = `<img src=x onerror=window.__pwned=1><script>window.__pwned=2</script> ${tag()}`;
  await logIn(page);
  const budgetId = await createBudget(page, title);
  const list = await page.goto("/mybudgets");
  expect(list).not.toBeNull();
  if (list !== null) await expectSecurityHeaders(list);
  await expect(page.getByTestId("budget-row").filter({ hasText: title })).toBeVisible();
  await page.getByTestId("budget-widget-button").click();
  await expect(page.getByTestId("budget-widget-panel")).toContainText(title);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator("img[src='x']").count()).toBe(0);
  expectNoCspViolations(violations, "with a script in a budget's title");
  // The agent's list is shared with the other tests of the run: leave it as it was.
  expect((await page.request.get(`/api/budget/delete/${budgetId}`)).ok()).toBe(true);
});
