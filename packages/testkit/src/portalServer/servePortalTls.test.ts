import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect, constants } from "node:http2";
import { get } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONNECTION_HEADERS, type SelfSignedCertificate, selfSignedCertificate } from "@travesia/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveDemoApi } from "../server/http.js";

/** One request over HTTP/2 that trusts the throwaway certificate: status, headers and body. */
const http2Request = (
  origin: string,
  ca: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> =>
  new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on("error", reject);
    const stream = session.request(headers);
    let text = "";
    let replyHeaders: Record<string, string | string[] | undefined> = {};
    stream.setEncoding("utf8");
    stream.on("response", (received) => {
      replyHeaders = received;
    });
    stream.on("data", (chunk: string) => {
      text += chunk;
    });
    stream.on("end", () => {
      session.close();
      resolve({ status: Number(replyHeaders[constants.HTTP2_HEADER_STATUS]), headers: replyHeaders, body: text });
    });
    stream.on("error", reject);
    stream.end(body);
  });

describe("servePortal over HTTPS", () => {
  let certificate: SelfSignedCertificate;
  let dir = "";
  beforeAll(async () => {
    certificate = selfSignedCertificate();
    dir = await mkdtemp(join(tmpdir(), "portal-tls-"));
    await mkdir(join(dir, "assets"));
    await writeFile(
      join(dir, "index.html"),
      '<div id="root"></div><script type="module" src="/assets/index.js"></script>',
    );
    await writeFile(join(dir, "assets", "index.js"), "export {};");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves pages and the API over HTTP/2, with HSTS and Secure session cookies", async () => {
    const running = await serveDemoApi({ staticDir: dir, tls: certificate });
    try {
      expect(running.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const page = await http2Request(running.url, certificate.cert, {
        ":path": "/hotel/results",
        accept: "text/html",
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers["strict-transport-security"]).toBe("max-age=31536000");
      expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
      const login = await http2Request(
        running.url,
        certificate.cert,
        { ":method": "POST", ":path": "/api/login", "content-type": "application/json" },
        '{"username":"agente","password":"demo1234"}',
      );
      expect(login.status).toBe(200);
      const cookies = [login.headers["set-cookie"] ?? []].flat();
      expect(cookies.some((line) => line.startsWith("tv_session=") && /;\s*secure/i.test(line))).toBe(true);
    } finally {
      await running.close();
    }
  });

  it("streams the realtime events over HTTP/2 (without the HTTP/1.1 headers that would end the server)", async () => {
    const running = await serveDemoApi({ staticDir: dir, tls: certificate });
    try {
      const first = await new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
        (resolve, reject) => {
          const session = connect(running.url, { ca: certificate.cert });
          session.on("error", reject);
          const stream = session.request({ ":path": "/api/events", accept: "text/event-stream" });
          stream.setEncoding("utf8");
          let headers: Record<string, unknown> = {};
          stream.on("response", (received) => {
            headers = received;
          });
          stream.on("data", (chunk: string) => {
            stream.close();
            session.close();
            resolve({ status: Number(headers[constants.HTTP2_HEADER_STATUS]), headers, text: chunk });
          });
          stream.on("error", reject);
        },
      );
      expect(first.status).toBe(200);
      expect(first.headers["content-type"]).toContain("text/event-stream");
      expect(first.text).toContain("event: you");
      for (const name of CONNECTION_HEADERS) expect(first.headers[name], name).toBeUndefined();
      // The server is still there.
      expect((await http2Request(running.url, certificate.cert, { ":path": "/api/session-status" })).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it("still answers HTTP/1.1 clients on the same port", async () => {
    const running = await serveDemoApi({ staticDir: dir, tls: certificate });
    try {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        get(`${running.url}/api/session-status`, { ca: certificate.cert, agent: false }, (reply) => {
          reply.resume();
          reply.on("end", () => resolve(reply.statusCode));
        }).on("error", reject);
      });
      expect(status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
