/**
 * @travesia/testkit — the embedded world: fast-check arbitraries, the deterministic inventory and the demo API.
 * Used by tests and the demo server, never by the portal's production bundle.
 */
export * from "./arbitraries/index.js";
export { createDemoApi, type DemoApi, type DemoApiOptions } from "./server/app.js";
export { type RunningDemoApi, type ServeOptions, serveDemoApi } from "./server/http.js";
export { inProcessFetcher, type RequestHandler } from "./server/inProcess.js";
export { isPageNavigation, portalMiddleware, withPortal } from "./server/portal.js";
