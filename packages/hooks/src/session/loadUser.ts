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
