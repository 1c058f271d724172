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
