import { usePortalStore } from "../provider/PortalProvider.js";
import type { AllowedProduct } from "../stores/portalStores.js";

/**
 * Whether the user record allows a product (spec 000 §1: "Products allowed per user (air, htl, act, trf) are read
 * from the user record"): `null` until the user call has answered, `false` for an anonymous visitor or a failed
 * call.
 *
 * @example const transfers = useProductAllowed("trf"); if (transfers === false) showNotOffered();
 */
export const useProductAllowed = (product: AllowedProduct): boolean | null =>
  usePortalStore("user", (state) =>
    state.status === "signedIn"
      ? (state.user?.allowedProducts.includes(product) ?? false)
      : state.status === "unknown" || state.status === "loading"
        ? null
        : false,
  );
