import type { Fetcher } from "../transport/transport.js";

/** A route handler of {@link fakeApi}: gets the parsed JSON body, answers a Response. */
export type FakeRoute = (body: unknown, path: string) => Response | Promise<Response>;

/**
 * A tiny scripted API for rows the demo API cannot reach yet: routes keyed `"METHOD /path"` (or a RegExp source
 * when the key starts with `^`). Unknown routes answer 404.
 */
export const fakeApi =
  (routes: Readonly<Record<string, FakeRoute>>): Fetcher =>
  async (path, init) => {
    const key = `${init?.method ?? "GET"} ${path}`;
    const handler =
      routes[key] ??
      Object.entries(routes).find(([pattern]) => pattern.startsWith("^") && new RegExp(pattern).test(key))?.[1];
    if (handler === undefined) return Response.json({ error: `no route ${key}` }, { status: 404 });
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    return handler(body, path);
  };

/** A JSON reply. */
export const json = (body: unknown, status = 200) => Response.json(body, { status });
