/**
 * @travesia/server — the portal's own server: the built portal's files and pages, the security headers, the
 * cross-site guard, forwarding to a real booking API, and TLS. Production code: it never imports the testkit (the
 * demo API mounts itself behind {@link portalApp} from the testkit's side).
 */
export { BOOKING_API_SETTING, bookingApiOrigin } from "./bookingApiOrigin.js";
export { CONNECTION_HEADERS } from "./connectionHeaders.js";
export { FORWARDED_PATHS, type ForwardedPath, isForwardedPath } from "./forwardedPaths.js";
export { type ForwardOptions, forwardToBookingApi } from "./forwardToBookingApi.js";
export {
  IDLE_CONNECTION_MS,
  type PortalAppOptions,
  portalApp,
  type RunningPortal,
  type ServePortalOptions,
  servePortal,
} from "./portalApp.js";
export { builtPageSources } from "./security/builtPageSources.js";
export {
  contentSecurityPolicy,
  cspHash,
  type InlineSources,
  NO_INLINE_SOURCES,
} from "./security/contentSecurityPolicy.js";
export { crossSiteVerdict } from "./security/crossSiteGuard.js";
export { SECURITY_HEADERS } from "./security/securityHeaders.js";
export { type SelfSignedCertificate, selfSignedCertificate } from "./selfSignedCertificate.js";
export { isPageNavigation, portalMiddleware, withPortal } from "./static/portal.js";
export { type PortalTls, portalTls, TLS_CERT_SETTING, TLS_KEY_SETTING } from "./tlsSetting.js";
