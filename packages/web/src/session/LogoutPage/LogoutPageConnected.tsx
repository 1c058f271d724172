import { parseLogoutUrl } from "@travesia/core";
import { useAuth } from "@travesia/hooks";
import { Result } from "effect";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { LogoutPage } from "./LogoutPage";

/**
 * /logout (spec 000 §2): closes the session on arrival — which also tells the other tabs — and says so. It is also
 * where a 401 from the draft creation lands, and `?sessionExpired=true` after an expired session.
 */
export const LogoutPageConnected = () => {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  const parsed = parseLogoutUrl(pathname + search);
  const sessionExpired = Result.isSuccess(parsed) && parsed.success.sessionExpired;
  const started = useRef(false);
  const { logout } = auth.actions;
  useEffect(() => {
    // Once per visit, even under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <LogoutPage pending={auth.status !== "signedOut"} sessionExpired={sessionExpired} />;
};
