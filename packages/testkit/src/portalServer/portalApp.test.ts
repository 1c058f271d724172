import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { Agent, get, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  builtPageSources,
  contentSecurityPolicy,
  cspHash,
  forwardToBookingApi,
  IDLE_CONNECTION_MS,
  portalApp,
} from "@travesia/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDemoApi } from "../server/app.js";
import { serveDemoApi } from "../server/http.js";

const HOME_SCRIPT = "requestAnimationFrame(() => window.startPortal())";

describe("portalApp", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-app-"));
    await mkdir(join(dir, "prerendered"));
    await mkdir(join(dir, "assets"));
    await writeFile(
      join(dir, "index.html"),
      '<div id="root"></div><script type="module" src="/assets/index.js"></script>',
    );
    await writeFile(
      join(dir, "prerendered", "home.es.html"),
      `<style>body{margin:0}</style><div style="display:contents"></div><script type="module">${HOME_SCRIPT}</script>`,
    );
    await writeFile(join(dir, "assets", "index.js"), "export {};");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const upstream = createDemoApi();
  const modes = async () => {
    const policy = contentSecurityPolicy(await builtPageSources(dir));
    return {
      demo: portalApp({ staticDir: dir, api: createDemoApi(), contentSecurityPolicy: policy }),
      forwarding: portalApp({
        staticDir: dir,
        api: forwardToBookingApi({
          origin: "http://booking.test",
          fetch: async (input) => upstream.fetch(input as Request),
        }),
        contentSecurityPolicy: policy,
      }),
    };
  };

  it("allows the built pages' inline code by hash and nothing else inline", async () => {
    const policy = contentSecurityPolicy(await builtPageSources(dir));
    expect(policy).toContain(`script-src 'self' ${cspHash(HOME_SCRIPT)}`);
    expect(policy).toContain(`style-src 'self' ${cspHash("body{margin:0}")}`);
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${cspHash("display:contents")}`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("puts the security headers on every response, pages, files, API replies and errors, in both modes", async () => {
    for (const [mode, app] of Object.entries(await modes())) {
      for (const [path, accept] of [
        ["/", "text/html"],
        ["/mybudgets", "text/html"],
        ["/assets/index.js", "*/*"],
        ["/api/session-status", "application/json"],
        ["/api/budget/list", "application/json"],
        ["/api/budget/delete/1", "text/html"],
        ["/no/such/thing.json", "application/json"],
      ] as const) {
        const reply = await app.request(path, {
          headers: { accept, "sec-fetch-site": path.includes("delete") ? "cross-site" : "same-origin" },
        });
        const where = `${mode} ${path} (${reply.status})`;
        expect(reply.headers.get("content-security-policy"), where).toContain("frame-ancestors 'none'");
        expect(reply.headers.get("x-content-type-options"), where).toBe("nosniff");
        expect(reply.headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
        expect(reply.headers.get("x-frame-options"), where).toBe("DENY");
        expect(reply.headers.get("strict-transport-security"), where).toBeNull();
      }
    }
  });

  it("makes session cookies Secure, and sends HSTS, when the visitor came over HTTPS through a proxy", async () => {
    for (const [mode, app] of Object.entries(await modes())) {
      const reply = await app.request("/api/login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
        body: '{"username":"agente","password":"demo1234"}',
      });
      expect(reply.status, mode).toBe(200);
      const cookies = reply.headers.getSetCookie();
      expect(
        cookies.some((line) => line.startsWith("tv_session=")),
        mode,
      ).toBe(true);
      for (const line of cookies) {
        const attributes = line
          .split(";")
          .slice(1)
          .map((part) => part.trim().split("=")[0]?.toLowerCase());
        expect(attributes, `${mode}: ${line}`).toEqual(expect.arrayContaining(["httponly", "samesite", "secure"]));
      }
      expect(reply.headers.get("strict-transport-security"), mode).toBe("max-age=31536000");
    }
  });

  it("forwards method, query, headers, cookies, status and body, and answers 404 for paths the API does not own", async () => {
    const { forwarding } = await modes();
    const login = await forwarding.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"username":"agente","password":"wrong"}',
    });
    const direct = await upstream.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"username":"agente","password":"wrong"}',
    });
    expect(login.status).toBe(direct.status);
    expect(await login.json()).toEqual(await direct.json());
    const month = await forwarding.request("/dynamicVacationBundle/searchMonth?pattern=dic");
    expect(await month.json()).toEqual(
      await (await upstream.request("/dynamicVacationBundle/searchMonth?pattern=dic")).json(),
    );
    expect((await forwarding.request("/api/demo/scenario")).status).toBe(404);
  });

  it("answers 502 when the booking API cannot be reached, and says why in the server log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const unreachable = portalApp({
      api: forwardToBookingApi({
        origin: "http://booking.test",
        fetch: () => Promise.reject(new TypeError("fetch failed")),
      }),
      contentSecurityPolicy: contentSecurityPolicy(await builtPageSources(undefined)),
    });
    const reply = await unreachable.request("/api/user");
    expect(reply.status).toBe(502);
    expect(await reply.json()).toEqual({ done: false, error: "booking API unreachable" });
    expect(log).toHaveBeenCalledWith("booking API unreachable at http://booking.test:", expect.any(TypeError));
    log.mockRestore();
  });
});

describe("servePortal", () => {
  it("allows the inline styles of the demo's outbox page, never scripts of pages the API serves", async () => {
    const running = await serveDemoApi();
    try {
      const outbox = await fetch(`${running.url}/outbox.html`);
      const style = /<style>([\s\S]*?)<\/style>/.exec(await outbox.text())?.[1] ?? "";
      const policy = outbox.headers.get("content-security-policy") ?? "";
      expect(style).not.toBe("");
      expect(policy).toContain(cspHash(style));
      expect(policy).toContain("script-src 'self';");
    } finally {
      await running.close();
    }
  });
});

describe("servePortal's kept-alive connections", () => {
  it("says in Keep-Alive that an idle connection stays open for IDLE_CONNECTION_MS, not Node's 5 s", async () => {
    const running = await serveDemoApi();
    try {
      const reply = await new Promise<IncomingMessage>((resolve, reject) => {
        const agent = new Agent({ keepAlive: true });
        get(`${running.url}/api/v1/languages`, { agent }, (response) => {
          response.resume();
          response.on("end", () => agent.destroy());
          resolve(response);
        }).on("error", reject);
      });
      expect(reply.headers["keep-alive"]).toBe(`timeout=${IDLE_CONNECTION_MS / 1_000}`);
    } finally {
      await running.close();
    }
  });
});
