import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BudgetListReply } from "@travesia/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// `npm start` as an operator runs it: the demo API in one process (standing in for the booking API), and the portal
// in forwarding mode in another (TRAVESIA_API names the first). Both listen on 127.0.0.1 on free ports.

/** The demo (`npm start`), standing in for the booking API. */
const DEMO_MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
/** The portal server's production entry (`TRAVESIA_API=… npm start`). */
const SERVER_MAIN = fileURLToPath(new URL("../../../server/src/main.ts", import.meta.url));
/** How long a process may take to say it listens (a shared 2-core machine under load). */
const START_TIMEOUT_MS = 45_000;
/** How long any one request may take. */
const REQUEST_TIMEOUT_MS = 15_000;

interface Started {
  readonly url: string;
  readonly banner: string;
  readonly child: ChildProcess;
}

/** Starts `main.ts` with the given settings and resolves with the URL it prints, or fails with its output. */
const startMain = (main: string, env: Readonly<Record<string, string>>): Promise<Started> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=source", main], {
      env: { ...process.env, PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${main} did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const banner = /Travesía is running at (http:\/\/127\.0\.0\.1:\d+)\/ .*/.exec(output);
      if (banner?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ url: banner[1], banner: banner[0], child });
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${main} exited with ${code}:\n${output}`));
    });
  });

const stop = (started: Started | undefined) =>
  new Promise<void>((done) => {
    if (started === undefined || started.child.exitCode !== null) return done();
    const force = setTimeout(() => started.child.kill("SIGKILL"), 5_000);
    started.child.once("exit", () => {
      clearTimeout(force);
      done();
    });
    started.child.kill("SIGTERM");
  });

const call = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

/** The `name=value` pairs of a reply's cookies, as a browser would send them back. */
const cookiesOf = (reply: Response) =>
  reply.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

describe("the portal in forwarding mode, in front of a booking API in another process", () => {
  let work = "";
  let api: Started | undefined;
  let portal: Started | undefined;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "forwarding-"));
    await writeFile(join(work, "index.html"), '<!doctype html><div id="root"></div>');
    api = await startMain(DEMO_MAIN, {
      DATA_DIR: join(work, "api-data"),
      STATIC_DIR: join(work, "none"),
      TRAVESIA_API: "",
    });
    portal = await startMain(SERVER_MAIN, {
      TRAVESIA_API: api.url,
      DATA_DIR: join(work, "portal-data"),
      STATIC_DIR: work,
    });
  }, 2 * START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([stop(portal), stop(api)]);
    await rm(work, { recursive: true, force: true });
  }, 20_000);

  it("starts no demo: it says where it forwards, and writes no database", () => {
    expect(portal?.banner).toContain(`API forwarded to ${api?.url}`);
    expect(existsSync(join(work, "portal-data"))).toBe(false);
    expect(existsSync(join(work, "api-data", "demo.sqlite"))).toBe(true);
  });

  it("logs an agent in and reads the budget list through the forwarder, cookies and statuses passed through", async () => {
    const base = portal?.url ?? "";
    const json = { "content-type": "application/json" };
    const refused = await call(`${base}/api/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ username: "agente", password: "wrong" }),
    });
    const refusedDirectly = await call(`${api?.url}/api/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ username: "agente", password: "wrong" }),
    });
    expect(refused.status).toBe(refusedDirectly.status);
    expect(await refused.json()).toEqual(await refusedDirectly.json());
    expect((await call(`${base}/api/budget/list`)).status).toBe(401);

    const login = await call(`${base}/api/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ username: "agente", password: "demo1234" }),
    });
    expect(login.status).toBe(200);
    const session = login.headers.getSetCookie().find((line) => line.startsWith("tv_session="));
    expect(session).toMatch(/; HttpOnly/);
    const cookie = cookiesOf(login);

    const created = await call(`${base}/api/budget/create`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ budget: { title: "Through the forwarder", firstName: "Ana", lastName: "López" } }),
    });
    expect(created.status).toBe(200);

    const list = await call(`${base}/api/budget/list`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(list.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const budgets = Schema.decodeUnknownSync(BudgetListReply)(await list.json());
    expect(budgets.budgets.map((budget) => budget.title)).toContain("Through the forwarder");

    const crossSite = await call(`${base}/api/budget/list`, { headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
  });

  it("streams the realtime events as they come", async () => {
    const reply = await call(`${portal?.url}/api/events`, { headers: { accept: "text/event-stream" } });
    expect(reply.headers.get("content-type")).toContain("text/event-stream");
    const reader = reply.body?.getReader();
    const first = await reader?.read();
    await reader?.cancel();
    expect(new TextDecoder().decode(first?.value)).toMatch(/^event: you\ndata: \{/);
  });

  it("serves the built portal's pages itself, with the security headers", async () => {
    const page = await call(`${portal?.url}/mybudgets`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await call(`${portal?.url}/api/demo/scenario`)).status).toBe(404);
  });
});
