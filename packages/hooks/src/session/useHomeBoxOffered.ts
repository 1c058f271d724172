import { type HomeBoxProduct, type HomeBoxRecordStatus, homeBoxOffered } from "@travesia/core";
import { usePortalStore } from "../provider/PortalProvider.js";

const NO_PRODUCTS: readonly string[] = [];

/**
 * Whether a product's box is offered to this visitor (core's `homeBoxOffered`): `null` while the user record
 * (transfers, activities) or the portal configuration (circuits) is loading, then `true` or `false`.
 *
 * @example const activities = useHomeBoxOffered("activity"); if (activities === false) showNotOffered();
 */
export const useHomeBoxOffered = (product: HomeBoxProduct): boolean | null => {
  const user = usePortalStore(
    "user",
    (state): HomeBoxRecordStatus => (state.status === "unknown" || state.status === "loading" ? state.status : "ready"),
  );
  const allowedProducts = usePortalStore("user", (state) => state.user?.allowedProducts ?? NO_PRODUCTS);
  const config = usePortalStore("config", (state) => state.status);
  const flags = usePortalStore("config", (state) => state.flags);
  return homeBoxOffered(product, { user, allowedProducts, config, flags });
};
