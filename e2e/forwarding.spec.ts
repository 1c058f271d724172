import { type ChildProcess, spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { expectNoCspViolations, expectSecurityHeaders, watchCspViolations } from "./support/security";

// The portal in forwarding mode (TRAVESIA_API), driven in the browser: a second server, started here on a free
// 127.0.0.1 port, serves the built portal and forwards the API to the end-to-end server's demo API.

/** How long the forwarding server may take to say it listens (a shared machine under load). */
const START_TIMEOUT_MS = 20_000;

let portal: { url: string; child: ChildProcess } | undefined;

test.beforeAll(async ({ baseURL }) => {
  portal = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["packages/server/dist/main.js"], {
      env: { ...process.env, PORT: "0", TRAVESIA_API: baseURL ?? "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the forwarding server did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Travesía is running at (http:\/\/127\.0\.0\.1:\d+)\/ \(portal; API forwarded to /.exec(output)?.[1];
      if (url !== undefined) {
        clearTimeout(timer);
        resolve({ url, child });
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the forwarding server exited with ${code}:\n${output}`));
    });
  });
});

test.afterAll(async () => {
  const child = portal?.child;
  if (child === undefined || child.exitCode !== null) return;
  await new Promise<void>((stopped) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      stopped();
    });
    child.kill("SIGTERM");
  });
});

test("an agent logs in and reads the budget list through the forwarding server", async ({ page }) => {
  const base = portal?.url ?? "";
  const violations = await watchCspViolations(page);
  const title = `Forwarded ${Math.random().toString(36).slice(2, 7)}`;

  await page.goto(`${base}/login/`);
  await page.getByLabel("Usuario").fill("agente");
  await page.getByLabel("Contraseña").fill("demo1234");
  await page.getByRole("button", { name: "Ingresar" }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByTestId("logout-link")).toBeVisible();

  const created = await page.request.post(`${base}/api/budget/create`, {
    data: { budget: { title, firstName: "Ana", lastName: "López", comments: "" } },
  });
  expect(created.ok()).toBe(true);
  const list = page.waitForResponse(`${base}/api/budget/list`);
  await page.goto(`${base}/mybudgets`);
  await expectSecurityHeaders(await list);
  await expect(page.getByRole("heading", { level: 1, name: "Mis presupuestos" })).toBeVisible();
  await expect(page.getByTestId("budget-row").filter({ hasText: title })).toBeVisible();
  expectNoCspViolations(violations, "through the forwarding server");
});
