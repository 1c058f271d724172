import { type HeaderAccountView, headerAccount, USER_LOGGED_KEY } from "@travesia/core";
import { useMemo, useSyncExternalStore } from "react";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";

/** The flag is read at each render that needs it; the user store's change is what draws the header again. */
const unobserved = () => () => {};

/**
 * The header's account corner from the user store (core's `headerAccount`): a failed `GET /api/user` keeps the user
 * the session knew and flags spec 000 §8 'error al recuperar el usuario'. It reads the stores and, while no user is
 * named, the cross-tab 'user is logged' flag (a signed-in browser's header is drawn signed in before the user call
 * answers); hydrating the prerendered home, the flag reads as absent, as the server drew it, and is read right after.
 * No call and no Schema, so the shell can use it in the first load.
 *
 * @example
 * const { account, userLoadFailed } = useHeaderAccount();
 * account.kind === "user" ? greet(account.firstName) : offerLogin();
 */
export const useHeaderAccount = (): HeaderAccountView => {
  const { storage } = usePortalWorld();
  const status = usePortalStore("user", (state) => state.status);
  const knownFirstName = usePortalStore("user", (state) => (state.user === null ? null : state.user.firstName));
  const userLoggedFlag = useSyncExternalStore(
    unobserved,
    () => (knownFirstName === null ? storage.local.getItem(USER_LOGGED_KEY) : null),
    () => null,
  );
  // The same object while its inputs hold: the shell draws the header again only when the account changes.
  return useMemo(
    () => headerAccount({ status, knownFirstName, userLoggedFlag }),
    [status, knownFirstName, userLoggedFlag],
  );
};
