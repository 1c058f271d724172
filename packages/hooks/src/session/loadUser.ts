import { type PortalUser, USER_PRODUCTS, userEndpoint } from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { httpStatusOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { portalQueryClient } from "../query/portalQueryClient.js";
import { refetchLatest } from "../query/refetchLatest.js";
import type { AllowedProduct, SignedInUser } from "../stores/portalStores.js";

const isAllowedProduct = (product: string): product is AllowedProduct =>
  (USER_PRODUCTS as readonly string[]).includes(product);

const signedInUser = (record: PortalUser): SignedInUser => ({
  id: record.id,
  firstName: record.firstName ?? "",
  lastName: record.lastName ?? "",
  portalId: record.portalId ?? null,
  allowedProducts: record.products.filter(isAllowedProduct),
  ...(record.admin === true ? { admin: true } : {}),
});

/**
 * Loads `GET /api/user` into the user store. A guest record or a 401/403 means nobody is signed in (`anonymous`);
 * any other failure (a 500, a reply that is not JSON or does not decode) is spec 000 §8 "User load failure: 'error
 * al recuperar el usuario'": status `error`, and the store keeps the user and portal it knew, so nothing the
 * session already showed is lost. A newer load supersedes an older one still in flight.
 */
export const loadUser = async (world: Pick<PortalWorld, "api" | "stores">): Promise<void> => {
  const store = world.stores.user;
  store.setState({ status: "loading" });
  const outcome = await refetchLatest(portalQueryClient(world), ["user"], (signal) =>
    fetchEndpoint(world.api, userEndpoint, [], { signal }),
  );
  if (outcome._tag === "Superseded") return;
  if (outcome._tag === "Failed") {
    const status = httpStatusOf(outcome.error);
    if (status === 401 || status === 403) store.setState({ status: "anonymous", user: null });
    else store.setState({ status: "error" });
    return;
  }
  const record = outcome.value;
  if (record.guest === true) store.setState({ status: "anonymous", user: null, portalId: record.portalId ?? null });
  else
    store.setState({
      status: "signedIn",
      expired: false,
      portalId: record.portalId ?? null,
      user: signedInUser(record),
    });
};

/**
 * Resolves once the user store has the user's record, asked or not: loads it when nobody has ({@link loadUser}), waits
 * for a load in flight, at once otherwise. What a page's prefetch awaits before reading who is signed in, whichever
 * of it and the portal's adoption of the document's user record asked first.
 *
 * @example
 * await userLoaded(world);
 * const { status } = world.stores.user.getState();
 */
export const userLoaded = (world: Pick<PortalWorld, "api" | "stores">): Promise<void> => {
  const store = world.stores.user;
  const { status } = store.getState();
  if (status === "unknown") return loadUser(world);
  if (status !== "loading") return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe((state) => {
      if (state.status === "loading") return;
      unsubscribe();
      resolve();
    });
  });
};
