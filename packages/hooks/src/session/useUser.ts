import { endpoints, USER_PRODUCTS } from "@travesia/core";
import { Result } from "effect";
import { useCallback, useEffect } from "react";
import { hookMessageKeys } from "../common/hookMessageKeys.js";
import type { HookResult } from "../common/hookResult.js";
import { providerLatest } from "../internal/providerLatest.js";
import { type PortalWorld, usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import type { AllowedProduct, SignedInUser, UserSlice } from "../stores/portalStores.js";
import { callEndpoint } from "../transport/callEndpoint.js";

const isAllowedProduct = (product: string): product is AllowedProduct =>
  (USER_PRODUCTS as readonly string[]).includes(product);

/** What {@link useUser} returns. `status` mirrors the user store. */
export type UserResult = HookResult<
  UserSlice["status"],
  { readonly user: SignedInUser | null },
  { readonly reload: () => Promise<void> }
>;

/**
 * Loads `GET /api/user` into the user store and reads it back. A guest record or a 401/403 means nobody is
 * signed in (`anonymous`); any other failure is spec 000 §8 "User load failure: 'error al recuperar el usuario'".
 * Called from the shell once; other hooks read the store.
 */
export const loadUser = async (world: Pick<PortalWorld, "api" | "stores">): Promise<void> => {
  const store = world.stores.user;
  store.setState({ status: "loading" });
  const outcome = await providerLatest(world.stores, "user").run((signal) =>
    callEndpoint(world.api, endpoints.user, [], { signal }),
  );
  if (outcome._tag === "Stale") return; // a newer load owns the store
  const reply = outcome.value;
  if (Result.isSuccess(reply) && reply.success.guest === true) {
    store.setState({ status: "anonymous", user: null, portalId: reply.success.portalId ?? null });
    return;
  }
  if (Result.isSuccess(reply)) {
    const record = reply.success;
    store.setState({
      status: "signedIn",
      expired: false,
      portalId: record.portalId ?? null,
      user: {
        id: record.id,
        firstName: record.firstName ?? "",
        lastName: record.lastName ?? "",
        portalId: record.portalId ?? null,
        allowedProducts: record.products.filter(isAllowedProduct),
      },
    });
    return;
  }
  const failure = reply.failure;
  const signedOut = failure._tag === "HttpError" && (failure.status === 401 || failure.status === 403);
  store.setState({ status: signedOut ? "anonymous" : "error", user: null });
};

/**
 * The signed-in user (spec 000 §7 `GET /api/user`): loads it on first use, then shares it through the store.
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
