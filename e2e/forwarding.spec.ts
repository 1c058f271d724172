import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import { expectNoCspViolations, expectSecurityHeaders, watchCspViolations } from "./support/security";

// The portal in forwarding mode (TRAVESIA_API), driven in the browser: a second server (packages/server's own entry),
// started here on a free 127.0.0.1 port, serves the built portal and forwards the API to the end-to-end server's demo
// API, or to a booking API that gets stuck.

/**
 * How long the forwarding server may take to say it listens. It does so quickly on a quiet machine (module loading);
 * beside a full CI run and CPU burners it takes many times longer. The hook's own limit is the
 * test timeout (60 s), so this stays under it with room for the test.
 */
const START_TIMEOUT_MS = 45_000;

interface Forwarder {
  readonly url: string;
  readonly child: ChildProcess;
}

const startForwarder = (api: string, env: Readonly<Record<string, string>> = {}): Promise<Forwarder> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["packages/server/dist/main.js"], {
      env: { ...process.env, PORT: "0", TRAVESIA_API: api, ...env },
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

const stopForwarder = async (forwarder: Forwarder | undefined) => {
  const child = forwarder?.child;
  if (child === undefined || child.exitCode !== null) return;
  await new Promise<void>((stopped) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      stopped();
    });
    child.kill("SIGTERM");
  });
};

test.describe("through the forwarding server", () => {
  let portal: Forwarder | undefined;
  test.beforeAll(async ({ baseURL }) => {
    portal = await startForwarder(baseURL ?? "");
  });
  test.afterAll(() => stopForwarder(portal));

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
});

/** The call the flight results page makes to search. */
const FLIGHT_SEARCH = "/api/v1/flights/search";

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A booking API that is the demo API, except that while `stuck` it never answers the flight search: it keeps the
 * request open and says nothing, as an overloaded API does.
 */
const startStuckApi = async (demo: string) => {
  const state = { stuck: true };
  const server: Server = createServer(async (request, response) => {
    if (state.stuck && request.url?.startsWith(FLIGHT_SEARCH)) return;
    const body = await bodyOf(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string" && name !== "host" && name !== "connection") headers.set(name, value);
    }
    const reply = await fetch(new URL(request.url ?? "/", demo), {
      method: request.method,
      headers,
      ...(body.byteLength === 0 ? {} : { body }),
      redirect: "manual",
    });
    const replyHeaders: Record<string, string> = {};
    reply.headers.forEach((value, name) => {
      if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name)) {
        replyHeaders[name] = value;
      }
    });
    response.writeHead(reply.status, replyHeaders);
    response.end(Buffer.from(await reply.arrayBuffer()));
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
};

test.describe("in front of a booking API that gets stuck", () => {
  /** The server's deadline here: short, so the test is quick; a stuck API overruns any deadline. */
  const DEADLINE_MS = 3_000;
  let api: Awaited<ReturnType<typeof startStuckApi>> | undefined;
  let portal: Forwarder | undefined;
  test.beforeAll(async ({ baseURL }) => {
    api = await startStuckApi(baseURL ?? "");
    portal = await startForwarder(api.url, { TRAVESIA_API_DEADLINE_MS: String(DEADLINE_MS) });
  });
  test.afterAll(async () => {
    await stopForwarder(portal);
    await api?.close();
  });

  test("flight results end in the spec's failure text with a retry, and the retry shows the results", async ({
    page,
  }) => {
    const base = portal?.url ?? "";
    const search = page.waitForResponse((reply) => reply.url() === `${base}${FLIGHT_SEARCH}`);
    await page.goto(
      `${base}/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/${dayOfNextMonth(8)};${dayOfNextMonth(15)}/0/0/ALL/-/-`,
    );
    const failed = await search;
    expect(failed.status()).toBe(504);
    await expectSecurityHeaders(failed);
    const alert = page.getByRole("alert").filter({ hasText: "Fallo al recuperar los resultados" });
    await expect(alert).toBeVisible();

    if (api !== undefined) api.state.stuck = false;
    await alert.getByRole("button", { name: "Actualizar" }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});
