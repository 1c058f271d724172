import type { PortalWorld } from "../provider/PortalProvider.js";
import { loadPortalConfig } from "./usePortalConfig.js";

/**
 * Resolves once the portal configuration of the signed-in user's portal has been asked and no load of it is in flight:
 * at once when it landed already (ready or failed) or no user's portal is known, when the one in flight lands, and,
 * when nothing asked for it yet (the header's pieces, which ask for it, not loaded yet), once it is asked and lands.
 * The configuration sets the active key's mode (spec 000 §4: "Budget mode applies unless the local flag enablePricer
 * equals 'true'"), so a verb that reads or writes the active budget or trip waits for it rather than use a mode the
 * page is about to change: an agent of a pricer's portal who pressed 'activar' before it was asked had the key written
 * in budget mode, then read in trip mode, and the budget was not active after all.
 *
 * @example
 * await portalConfigSettled(world);
 * const { mode } = world.stores.active.getState();
 */
export const portalConfigSettled = (world: Pick<PortalWorld, "api" | "stores" | "storage">): Promise<void> => {
  const { stores } = world;
  const { status } = stores.config.getState();
  const portalId = stores.user.getState().portalId;
  if (status === "unknown" && portalId !== null)
    return loadPortalConfig(world, portalId).then(() => portalConfigSettled(world));
  return status !== "loading"
    ? Promise.resolve()
    : new Promise((resolve) => {
        const unsubscribe = stores.config.subscribe((config) => {
          if (config.status === "loading") return;
          unsubscribe();
          resolve();
        });
      });
};
