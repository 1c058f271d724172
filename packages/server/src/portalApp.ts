import { createSecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type Env, Hono } from "hono";
import { compressBodies } from "./compressBodies.js";
import { dropConnectionHeaders } from "./connectionHeaders.js";
import { builtPageSources } from "./security/builtPageSources.js";
import {
  contentSecurityPolicy,
  type InlineSources,
  inlineSourcesOf,
  mergeInlineSources,
} from "./security/contentSecurityPolicy.js";
import { crossSiteGuard } from "./security/crossSiteGuard.js";
import { securityHeaders } from "./security/securityHeaders.js";
import { portalMiddleware } from "./static/portal.js";
import type { PortalTls } from "./tlsSetting.js";

/** What the portal's server puts together. */
export interface PortalAppOptions<E extends Env> {
  /** Folder of the built portal (`packages/web/dist`); without it, only the API answers. */
  readonly staticDir?: string;
  /** What answers the API: the demo API, or the forwarder to a booking API (`forwardToBookingApi`). */
  readonly api: Hono<E>;
  /** The Content-Security-Policy of every response (`contentSecurityPolicy`). */
  readonly contentSecurityPolicy: string;
}

/**
 * The portal's server as one Hono app, in the order a request meets it: no connection-specific headers on any
 * response (HTTP/2 forbids them, `dropConnectionHeaders`), security headers on every response, then
 * compression, then the built portal's files and pages (any site may link to them), then the cross-site guard,
 * then the API.
 */
export const portalApp = <E extends Env>(options: PortalAppOptions<E>): Hono => {
  const app = new Hono();
  app.use("*", dropConnectionHeaders());
  app.use("*", securityHeaders(options.contentSecurityPolicy));
  app.use("*", compressBodies());
  // A page whose stand-in shows its first replies has them answered by the API in process (`firstReplies.ts`).
  if (options.staticDir !== undefined)
    app.use(
      "*",
      portalMiddleware(options.staticDir, (request, env) => options.api.fetch(request, env as E["Bindings"])),
    );
  app.use("*", crossSiteGuard());
  app.route("/", options.api);
  return app;
};

/** How to serve the portal over HTTP. */
export interface ServePortalOptions<E extends Env> {
  /** Port to listen on; 0 picks a free one. */
  readonly port?: number;
  /** Always loopback unless told otherwise. */
  readonly hostname?: string;
  readonly staticDir?: string;
  readonly api: Hono<E>;
  /**
   * HTML pages the API itself serves (the demo's outbox page): their inline styles, read once at start, are
   * allowed too. Never their scripts: such a page may carry text from visitors.
   */
  readonly apiPages?: readonly string[];
  /**
   * A certificate and key (`portalTls`): the portal is then served over HTTPS with HTTP/2, which lets a browser fetch
   * the page's many modules and API calls over one connection instead of six at a time (HTTP/1.1 stays for clients
   * that do not offer HTTP/2). Without it, plain HTTP/1.1, as behind a proxy or CDN that terminates TLS.
   */
  readonly tls?: PortalTls;
}

/** The inline styles (elements and attributes) of pages the API serves, asked in process. */
const apiPageStyles = async <E extends Env>(api: Hono<E>, paths: readonly string[]): Promise<InlineSources> => {
  const pages = await Promise.all(paths.map(async (path) => inlineSourcesOf(await (await api.request(path)).text())));
  return { ...mergeInlineSources(pages), scripts: [] };
};

/** A running server: its URL and a way to stop it. */
export interface RunningPortal {
  readonly url: string;
  readonly close: () => Promise<void>;
}

/** How long an idle kept-alive connection stays open: longer than any browser or test client keeps one unused. */
export const IDLE_CONNECTION_MS = 120_000;

/**
 * Serves {@link portalApp} on 127.0.0.1, with the Content-Security-Policy of the built pages in `staticDir`
 * (their inline code allowed by hash, `builtPageSources`) and of the API's own `apiPages`.
 */
export const servePortal = async <E extends Env>(options: ServePortalOptions<E>): Promise<RunningPortal> => {
  const policy = contentSecurityPolicy(
    mergeInlineSources([
      await builtPageSources(options.staticDir),
      await apiPageStyles(options.api, options.apiPages ?? []),
    ]),
  );
  const app = portalApp({ staticDir: options.staticDir, api: options.api, contentSecurityPolicy: policy });
  const hostname = options.hostname ?? "127.0.0.1";
  return new Promise((resolve) => {
    // Node closes an idle kept-alive connection after 5 s; a client that does not read the Keep-Alive header
    // (Playwright's request context) may send its next call on that socket just as it closes and get ECONNRESET.
    const serverOptions = { keepAliveTimeout: IDLE_CONNECTION_MS, headersTimeout: IDLE_CONNECTION_MS + 1_000 };
    const listen = { fetch: app.fetch, port: options.port ?? 0, hostname };
    const { tls } = options;
    const server = serve(
      tls === undefined
        ? { ...listen, serverOptions }
        : {
            ...listen,
            createServer: createSecureServer,
            serverOptions: { cert: tls.cert, key: tls.key, allowHTTP1: true },
          },
      (info: AddressInfo) => {
        resolve({
          url: `${tls === undefined ? "http" : "https"}://${hostname}:${info.port}`,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      },
    );
  });
};
