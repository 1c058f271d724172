import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES, compressBodies } from "./compressBodies.js";

const LARGE = JSON.stringify({ hotels: Array.from({ length: 200 }, (_, index) => ({ id: index, name: "Hotel" })) });
const SMALL = JSON.stringify({ ok: true });

const app = () => {
  const server = new Hono();
  server.use("*", compressBodies());
  server.get("/large", (c) => {
    setCookie(c, "a", "1");
    setCookie(c, "b", "2");
    c.header("etag", '"v1"');
    return c.json(JSON.parse(LARGE), 201);
  });
  server.get("/small", (c) => c.json(JSON.parse(SMALL)));
  server.get("/encoded", (c) =>
    c.body(new Uint8Array(4096), 200, { "content-type": "text/javascript", "content-encoding": "br" }),
  );
  server.get("/stream", (c) => c.body("data: x\n\n".repeat(500), 200, { "content-type": "text/event-stream" }));
  server.get("/no-transform", (c) =>
    c.body("x".repeat(4096), 200, { "content-type": "text/plain", "cache-control": "no-transform" }),
  );
  return server;
};

const get = (path: string, acceptEncoding = "gzip, deflate, br") =>
  app().request(path, { headers: { "accept-encoding": acceptEncoding } });

describe("compressBodies", () => {
  it("compresses a text body of 1 KB or more with Brotli for a client that takes it, keeping status, cookies and a weak etag", async () => {
    expect(LARGE.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const reply = await get("/large");
    expect(reply.status).toBe(201);
    expect(reply.headers.get("content-encoding")).toBe("br");
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    expect(reply.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(reply.headers.get("etag")).toBe('W/"v1"');
    expect(reply.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    const bytes = new Uint8Array(await reply.arrayBuffer());
    expect(Number(reply.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(brotliDecompressSync(bytes).toString()).toBe(LARGE);
  });

  it("gzips it for a client that takes gzip and not Brotli", async () => {
    for (const accepted of ["gzip, deflate", "br;q=0, gzip"]) {
      const reply = await get("/large", accepted);
      expect(reply.headers.get("content-encoding")).toBe("gzip");
      const bytes = new Uint8Array(await reply.arrayBuffer());
      expect(Number(reply.headers.get("content-length"))).toBe(bytes.byteLength);
      expect(gunzipSync(bytes).toString()).toBe(LARGE);
    }
  });

  it("sends a small body as it is, with its length", async () => {
    const reply = await get("/small");
    expect(reply.headers.get("content-encoding")).toBeNull();
    expect(reply.headers.get("content-length")).toBe(String(SMALL.length));
    expect(await reply.text()).toBe(SMALL);
  });

  it("leaves alone a client without gzip or Brotli, an encoded body, an event stream and a no-transform body", async () => {
    const plain = await get("/large", "deflate, br;q=0, gzip;q=0");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(LARGE);
    expect((await get("/encoded")).headers.get("content-encoding")).toBe("br");
    for (const path of ["/stream", "/no-transform"]) {
      const reply = await get(path);
      expect(reply.headers.get("content-encoding")).toBeNull();
      expect((await reply.text()).length).toBe(path === "/stream" ? 4500 : 4096);
    }
  });
});
