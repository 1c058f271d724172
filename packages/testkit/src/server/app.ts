import { Hono } from "hono";
import type { DemoContext, DemoEnv } from "./context.js";
import { currencyRoutes } from "./routes/currency.js";
import { sessionRoutes } from "./routes/session.js";
import { visitorMiddleware } from "./visitor.js";

/** How to build a demo API. Every field has a default so `createDemoApi()` just works. */
export interface DemoApiOptions {
  /** The demo clock. Defaults to the real clock. */
  readonly now?: () => Date;
}

/**
 * The demo API as a Hono app: call `app.request(path, init)` in process, or serve it over HTTP with
 * {@link serveDemoApi}.
 */
export const createDemoApi = (options: DemoApiOptions = {}) => {
  const demo: DemoContext = { now: options.now ?? (() => new Date()), visitorState: new Map() };
  const app = new Hono<DemoEnv>();
  app.use("*", async (c, next) => {
    c.set("demo", demo);
    await next();
  });
  app.use("*", visitorMiddleware);
  app.route("/", sessionRoutes);
  app.route("/", currencyRoutes);
  app.onError((error, c) => {
    // A bug must not look like a crash to the browser; the reason goes to the server log.
    console.error(error);
    return c.json({ done: false, error: "internal error" }, 500);
  });
  return app;
};

export type DemoApi = ReturnType<typeof createDemoApi>;
