import { USER_LOGGED_KEY, type UserLoggedAction, type UserLoggedPage, userLoggedFlagAction } from "@travesia/core";
import { useCallback, useEffect, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalWorld } from "../provider/PortalProvider.js";

/** What {@link useCrossTabSession} returns: `status` is what the view should do (core's `UserLoggedAction`). */
export type CrossTabSessionResult = HookResult<
  UserLoggedAction,
  null,
  { /** The view handled the intent (navigated). */ readonly acknowledge: () => void }
>;

/**
 * Cross-tab session (spec 000 §4, spec 001 §2): "a stored 'user is logged' flag of false in another tab forces
 * logout; true on B2B login and agency-creation pages redirects home." Core's `userLoggedFlagAction` decides;
 * this hook listens to the other tabs' writes, checks the flag once on a B2B login page, and on a forced logout
 * clears this tab's user and active budget so every view re-renders signed out.
 *
 * @example
 * const crossTab = useCrossTabSession(isB2B && pathname.startsWith("/login") ? "b2bLogin" : "other");
 * useEffect(() => { if (crossTab.status === "redirectHome") navigate("/"); }, [crossTab.status]);
 */
export const useCrossTabSession = (page: UserLoggedPage): CrossTabSessionResult => {
  const { storage, stores } = usePortalWorld();
  const [intent, setIntent] = useState<UserLoggedAction>("none");

  useEffect(() => {
    // The browser shows another tab's write to this tab's storage a few milliseconds before it dispatches the
    // `storage` event for it: a read in that gap and the event would act twice on one logout (two toasts). Within one
    // setup the page is fixed, so a value already acted on means nothing new.
    let actedOn: string | null | undefined;
    const apply = (value: string | null) => {
      if (value === actedOn) return;
      actedOn = value;
      const action = userLoggedFlagAction(value, page);
      if (action === "logout") {
        stores.user.setState({ status: "anonymous", user: null });
        stores.active.setState({ id: null });
      }
      if (action !== "none") setIntent(action);
    };
    // On a login page, a tab already signed in elsewhere counts at once; a stale 'false' never logs anyone out.
    if (page !== "other") apply(storage.local.getItem(USER_LOGGED_KEY));
    // A tab that is still signed in but whose listener started after another tab logged out (the event is gone)
    // reads the flag once, so no tab stays signed in after a logout elsewhere.
    else if (stores.user.getState().user !== null) apply(storage.local.getItem(USER_LOGGED_KEY));
    return storage.onOtherTabChange?.((key, value) => {
      if (key === USER_LOGGED_KEY) apply(value);
    });
  }, [storage, stores, page]);

  const acknowledge = useCallback(() => setIntent("none"), []);
  return { status: intent, data: null, error: null, actions: { acknowledge } };
};
