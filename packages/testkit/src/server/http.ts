import { type PortalTls, servePortal } from "@travesia/server";
import { createDemoApi, type DemoApiOptions } from "./app.js";

/** The demo's page of sent e-mails (`routes/outbox.ts`), styled inline. */
const DEMO_OUTBOX_PAGE = "/outbox.html";

/** How to serve the demo API (and optionally the built portal) over HTTP. */
export interface ServeOptions extends DemoApiOptions {
  /** Port to listen on; 0 picks a free one. */
  readonly port?: number;
  /** Always loopback unless told otherwise. */
  readonly hostname?: string;
  /** Folder of the built portal (`packages/web/dist`) to serve in front of the API. */
  readonly staticDir?: string;
  /** Serve over HTTPS with HTTP/2 (`portalTls`); plain HTTP without it. */
  readonly tls?: PortalTls;
}

/** A running server: its URL and a way to stop it. */
export interface RunningDemoApi {
  readonly url: string;
  readonly close: () => Promise<void>;
}

/** Starts the demo API over HTTP (or HTTPS with `tls`) on 127.0.0.1, behind the portal server's security headers and cross-site guard. */
export const serveDemoApi = (options: ServeOptions = {}): Promise<RunningDemoApi> =>
  servePortal({ ...options, api: createDemoApi(options), apiPages: [DEMO_OUTBOX_PAGE] });
