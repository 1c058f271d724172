import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forwardToBookingApi } from "./forwardToBookingApi.js";
import { type RunningPortal, servePortal } from "./portalApp.js";

/** A booking API on a free loopback port that answers every request with `handle`. */
const startUpstream = async (handle: (request: IncomingMessage, response: ServerResponse) => void) => {
  const server: Server = createServer(handle);
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
};

/** Deadlines in these tests: an upstream that never answers overruns any of them, whatever the machine's speed. */
const SHORT_DEADLINE_MS = 300;

describe("forwardToBookingApi in front of a booking API that fails", () => {
  const running: { close: () => Promise<void> }[] = [];
  const serve = async (origin: string, deadlineMs: number): Promise<RunningPortal> => {
    const portal = await servePortal({ api: forwardToBookingApi({ origin, deadlineMs }) });
    running.push(portal);
    return portal;
  };
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(running.splice(0).map((each) => each.close()));
  });

  it("answers a complete 504 with the portal's headers when the API never answers, and aborts the call upstream", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let upstreamClosed!: () => void;
    const closedUpstream = new Promise<void>((done) => {
      upstreamClosed = done;
    });
    const upstream = await startUpstream((request) => {
      // Never answers; notes when the forwarder gives up on the call.
      request.socket.once("close", () => upstreamClosed());
    });
    running.push(upstream);
    const portal = await serve(upstream.origin, SHORT_DEADLINE_MS);
    const reply = await fetch(`${portal.url}/api/v1/flights/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(reply.status).toBe(504);
    expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    expect(reply.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(await reply.json()).toEqual({ done: false, error: "booking API timed out" });
    await closedUpstream;
  });

  it("answers a complete 502 with the portal's headers when the API drops the connection after its headers", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const upstream = await startUpstream((_, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-length": "154306" });
      response.write('{"flights":{"solutio');
      // Lets the headers and the first bytes leave, then drops the connection mid-reply.
      setImmediate(() => response.socket?.destroy());
    });
    running.push(upstream);
    const portal = await serve(upstream.origin, 60_000);
    const reply = await fetch(`${portal.url}/api/v1/flights/search`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(reply.status).toBe(502);
    expect(reply.headers.get("x-frame-options")).toBe("DENY");
    const text = await reply.text();
    expect(Number(reply.headers.get("content-length"))).toBe(new TextEncoder().encode(text).byteLength);
    expect(JSON.parse(text)).toEqual({ done: false, error: "booking API unreachable" });
  });

  it("passes a whole reply on, its length that of the body sent", async () => {
    const body = JSON.stringify({ done: true, items: Array.from({ length: 2_000 }, (_, index) => index) });
    const upstream = await startUpstream((_, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-length": String(body.length) });
      response.end(body);
    });
    running.push(upstream);
    const portal = await serve(upstream.origin, 60_000);
    const reply = await fetch(`${portal.url}/api/user`, { headers: { "accept-encoding": "identity" } });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe(body);
  });

  it("keeps the realtime event stream open past the deadline, which only waits for its headers", async () => {
    let sendSecond!: () => void;
    const upstream = await startUpstream((_, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write("event: you\ndata: {}\n\n");
      sendSecond = () => response.write("event: notifications\ndata: {}\n\n");
    });
    running.push(upstream);
    const portal = await serve(upstream.origin, SHORT_DEADLINE_MS);
    const reply = await fetch(`${portal.url}/api/events`, { headers: { accept: "text/event-stream" } });
    const reader = reply.body?.getReader();
    const decoder = new TextDecoder();
    let seen = "";
    while (!seen.includes("event: you")) seen += decoder.decode((await reader?.read())?.value);
    // Longer than the deadline: a stream cut by it would end here.
    await new Promise((waited) => setTimeout(waited, SHORT_DEADLINE_MS * 2));
    sendSecond();
    while (!seen.includes("event: notifications")) {
      const chunk = await reader?.read();
      expect(chunk?.done).toBe(false);
      seen += decoder.decode(chunk?.value);
    }
    await reader?.cancel();
  });

  it("answers 404 for paths the booking API does not own, without calling it", async () => {
    const called = vi.fn();
    const app = new Hono().route("/", forwardToBookingApi({ origin: "http://booking.test", fetch: called }));
    expect((await app.request("/api/demo/scenario")).status).toBe(404);
    expect(called).not.toHaveBeenCalled();
  });
});
