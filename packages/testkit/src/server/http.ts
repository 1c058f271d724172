import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createDemoApi, type DemoApiOptions } from "./app.js";
import { portalMiddleware } from "./portal.js";

/** How to serve the demo API (and optionally the built portal) over HTTP. */
export interface ServeOptions extends DemoApiOptions {
  /** Port to listen on; 0 picks a free one. */
  readonly port?: number;
  /** Always loopback unless told otherwise. */
  readonly hostname?: string;
  /** Folder of the built portal (`packages/web/dist`) to serve in front of the API. */
  readonly staticDir?: string;
}

/** A running server: its URL and a way to stop it. */
export interface RunningDemoApi {
  readonly url: string;
  readonly close: () => Promise<void>;
}

/** Starts the demo API over HTTP on 127.0.0.1. */
export const serveDemoApi = (options: ServeOptions = {}): Promise<RunningDemoApi> => {
  const api = createDemoApi(options);
  const app = new Hono();
  app.use("*", compress());
  if (options.staticDir !== undefined) app.use("*", portalMiddleware(options.staticDir));
  app.route("/", api);
  const hostname = options.hostname ?? "127.0.0.1";
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 0, hostname }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
};
