/** Something with Hono's `request` method. */
export interface RequestHandler {
  readonly request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

/**
 * A `fetch`-shaped function over an in-process app that keeps cookies like a browser tab would, so that
 * per-visitor state (session currency, login) works in hooks tests without a network.
 */
export const inProcessFetcher = (app: RequestHandler) => {
  const jar = new Map<string, string>();
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await app.request(`http://localhost${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0\b/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
};
