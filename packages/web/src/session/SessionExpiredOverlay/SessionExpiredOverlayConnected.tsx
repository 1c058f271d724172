import { ROUTES } from "@travesia/core";
import { SessionExpiredOverlay } from "./SessionExpiredOverlay";

/** The overlay wired to the browser: Refresh reloads the page. */
export const SessionExpiredOverlayConnected = () => (
  <SessionExpiredOverlay homeHref={ROUTES.home} onRefresh={() => window.location.reload()} />
);
