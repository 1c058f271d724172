import { createDemoApi, type DemoApiOptions } from "../server/app.js";
import { inProcessFetcher } from "../server/inProcess.js";

/** JSON request headers. */
export const JSON_HEADERS = { accept: "application/json", "content-type": "application/json" } as const;

/** A browser tab over an in-process demo API: a cookie-keeping fetch plus JSON helpers. */
export const demoTab = (app: ReturnType<typeof createDemoApi>) => {
  const fetcher = inProcessFetcher(app);
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetcher(path, {
      method,
      headers: { ...JSON_HEADERS, ...headers },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json: json as Record<string, unknown>, response };
  };
  return {
    fetch: fetcher,
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call("POST", path, body, headers),
    del: (path: string, headers?: Record<string, string>) => call("DELETE", path, undefined, headers),
    login: async (username: string, password = "demo1234") => {
      const reply = await call("POST", "/api/login", { username, password });
      if (reply.status !== 200) throw new Error(`login of ${username} failed: ${reply.status}`);
      return reply;
    },
  };
};

/** A fresh in-memory demo API and a tab logged in as `username` (or anonymous when undefined). */
export const demoSession = async (username?: string, options: DemoApiOptions = {}) => {
  const app = createDemoApi(options);
  const tab = demoTab(app);
  if (username !== undefined) await tab.login(username);
  return { app, tab };
};

/** Reads Server-Sent Events from a stream until `count` events arrived (or the stream ends), then cancels it. */
export const readSseEvents = async (body: ReadableStream<Uint8Array>, count: number) => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = "";
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event !== undefined && data !== undefined) events.push({ event, data: JSON.parse(data) });
      end = buffer.indexOf("\n\n");
    }
  }
  await reader.cancel();
  return events;
};
