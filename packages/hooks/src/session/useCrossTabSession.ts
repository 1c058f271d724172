import { useCallback, useEffect, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { readUserLogged, USER_LOGGED_KEY } from "./userLoggedFlag.js";

/** What the view should do: nothing, show the logged-out state (go to /logout), or go home. */
export type CrossTabIntent = "none" | "logout" | "redirectHome";

/** What {@link useCrossTabSession} returns. */
export type CrossTabSessionResult = HookResult<
  CrossTabIntent,
  null,
  { /** The view handled the intent (navigated). */ readonly acknowledge: () => void }
>;

/** Options of {@link useCrossTabSession}. */
export interface CrossTabSessionOptions {
  /** True on the B2B login and agency-creation pages (spec 000 §4). */
  readonly onB2BLoginPage: boolean;
}

/**
 * Cross-tab session rules (spec 000 §4, spec 001 §4): "a stored 'user is logged' flag of false in another tab forces
 * logout; true on B2B login and agency-creation pages redirects home." Listens to the other tabs' local-storage
 * writes; on a forced logout it also clears this tab's user so every view re-renders signed out.
 *
 * @example
 * const crossTab = useCrossTabSession({ onB2BLoginPage: pathname.startsWith("/login") && isB2B });
 * useEffect(() => { if (crossTab.status === "redirectHome") navigate("/"); }, [crossTab.status]);
 */
export const useCrossTabSession = ({ onB2BLoginPage }: CrossTabSessionOptions): CrossTabSessionResult => {
  const { storage, stores } = usePortalWorld();
  const [intent, setIntent] = useState<CrossTabIntent>(() =>
    onB2BLoginPage && readUserLogged(storage.local.getItem(USER_LOGGED_KEY)) === true ? "redirectHome" : "none",
  );

  useEffect(() => {
    if (onB2BLoginPage && readUserLogged(storage.local.getItem(USER_LOGGED_KEY)) === true) setIntent("redirectHome");
    return storage.onOtherTabChange?.((key, value) => {
      if (key !== USER_LOGGED_KEY) return;
      const flag = readUserLogged(value);
      if (flag === false) {
        stores.user.setState({ status: "anonymous", user: null });
        stores.active.setState({ id: null });
        setIntent("logout");
      } else if (flag === true && onB2BLoginPage) setIntent("redirectHome");
    });
  }, [storage, stores, onB2BLoginPage]);

  const acknowledge = useCallback(() => setIntent("none"), []);
  return { status: intent, data: null, error: null, actions: { acknowledge } };
};
