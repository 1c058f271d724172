import { describe, expect, it } from "vitest";
import { createDemoApi } from "./app.js";
import { DEMO_BODY_MAX_BYTES, SEARCH_BODY_MAX_BYTES } from "./bodyLimits.js";

const CHUNK = 16 * 1024;

/** A chunked body of `total` bytes made on demand, counting how many bytes the server pulled. */
const endlessBody = (total: number) => {
  const pulled = { bytes: 0 };
  const chunk = new TextEncoder().encode("x".repeat(CHUNK));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) {
        controller.close();
        return;
      }
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
};

const post = (app: ReturnType<typeof createDemoApi>, path: string, body: RequestInit["body"], headers = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);

describe("request body limits", () => {
  it("refuses a declared 100 MB body with 413 before reading a byte of it", async () => {
    const app = createDemoApi();
    const { stream, pulled } = endlessBody(100 * 1024 * 1024);
    const reply = await post(app, "/api/login", stream, { "content-length": String(100 * 1024 * 1024) });
    expect(reply.status).toBe(413);
    expect(await reply.json()).toEqual({
      done: false,
      error: `body: larger than ${DEMO_BODY_MAX_BYTES} bytes`,
      field: "body",
    });
    expect(pulled.bytes).toBeLessThanOrEqual(CHUNK);
  });

  it("counts a chunked body (no content-length) and stops reading it at the limit", async () => {
    const app = createDemoApi();
    const { stream, pulled } = endlessBody(100 * 1024 * 1024);
    const reply = await post(app, "/api/login", stream);
    expect(reply.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(DEMO_BODY_MAX_BYTES + 2 * CHUNK);
  });

  it("holds search calls to the smaller search limit, whose only large field is the results URL", async () => {
    const app = createDemoApi();
    const url = `/hotel/results/BUE/2030-03-01/2030-03-05/2-0?x=${"a".repeat(SEARCH_BODY_MAX_BYTES)}`;
    const reply = await post(app, "/api/v1/hotels/search", JSON.stringify({ url }));
    expect(reply.status).toBe(413);
    expect(((await reply.json()) as { field: string }).field).toBe("body");
  });

  it("still reads bodies under the limit, chunked or not", async () => {
    const app = createDemoApi();
    const login = JSON.stringify({ username: "agente", password: "demo1234" });
    expect((await post(app, "/api/login", login)).status).toBe(200);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(login.slice(0, 10)));
        controller.enqueue(new TextEncoder().encode(login.slice(10)));
        controller.close();
      },
    });
    expect((await post(app, "/api/login", chunked)).status).toBe(200);
  });
});
