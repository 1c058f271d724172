import { useCallback, useEffect } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import type { SignedInUser, UserSlice } from "../stores/portalStores.js";
import { loadUser } from "./loadUser.js";

export { loadUser, userLoaded } from "./loadUser.js";

/** What {@link useUser} returns. `status` mirrors the user store. */
export type UserResult = HookResult<
  UserSlice["status"],
  {
    /** The signed-in user; after a failed reload, still the one the session knew (spec 000 §8 keeps the session). */
    readonly user: SignedInUser | null;
  },
  { readonly reload: () => Promise<void> }
>;

/**
 * The signed-in user (spec 000 §7 `GET /api/user`): loads it on first use, then shares it through the store. A
 * failed load (500, bad JSON, wrong shape) is `error` with `session.userLoadError` ('error al recuperar el
 * usuario'), keeping whatever user the session already knew.
 *
 * @example
 * const { status, data, error } = useUser();
 * if (status === "error") show(error.key); // "session.userLoadError"
 */
export const useUser = (): UserResult => {
  const world = usePortalWorld();
  const slice = usePortalStore("user", (state) => state);
  const reload = useCallback(() => loadUser(world), [world]);
  useEffect(() => {
    if (world.stores.user.getState().status === "unknown") void reload();
  }, [world, reload]);
  return {
    status: slice.status,
    data: { user: slice.user },
    error: slice.status === "error" ? { key: hookMessageKeys.userLoadError } : null,
    actions: { reload },
  };
};
