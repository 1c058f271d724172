import { isLoginUrl, LOGIN_PATH, ROUTES } from "@travesia/core";
import {
  TOAST_DURATIONS_MS,
  useCrossTabSession,
  usePortalConfig,
  usePortalWorld,
  useSessionStatus,
  useToasts,
  useUser,
} from "@travesia/hooks";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { SessionExpiredOverlayConnected } from "../SessionExpiredOverlay/SessionExpiredOverlayConnected";

/**
 * The session rules of every page, with no markup of their own but the session-expired overlay:
 * - loads the user (`GET /api/user`) and the portal configuration into the stores the shell reads;
 * - polls the session status, and asks again when the tab comes back, so an expired session shows its overlay at once;
 * - follows the other tabs (spec 000 §4: "a stored 'user is logged' flag of false in another tab forces logout;
 *   true on B2B login and agency-creation pages redirects home").
 *
 * Decision: /login/ is the agencies' login page (B2C visitors browse without one), so it follows the B2B rule; a
 * stale flag never traps anyone there, as home is only chosen once the user call confirms the session.
 * This module loads after the first paint: the API Schemas its hooks bring are not part of the home's first load.
 */
export const SessionWatchConnected = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const world = usePortalWorld();
  const user = useUser();
  usePortalConfig();
  const session = useSessionStatus();
  const toasts = useToasts();
  const crossTab = useCrossTabSession(isLoginUrl(pathname) ? "b2bLogin" : "other");

  const { refresh } = session.actions;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  const { acknowledge } = crossTab.actions;
  const { reload } = user.actions;
  const { push } = toasts.actions;
  useEffect(() => {
    if (crossTab.status === "logout") {
      acknowledge();
      push({ level: "info", key: "session.loggedOutElsewhere", durationMs: TOAST_DURATIONS_MS.warning });
      navigate(LOGIN_PATH);
    } else if (crossTab.status === "redirectHome") {
      acknowledge();
      void reload().then(() => {
        if (world.stores.user.getState().status === "signedIn") navigate(ROUTES.home);
      });
    }
  }, [crossTab.status, acknowledge, push, navigate, reload, world]);

  return session.status === "expired" ? <SessionExpiredOverlayConnected /> : null;
};
