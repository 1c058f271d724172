import type { PortalWorld } from "../provider/PortalProvider.js";

/**
 * Resolves once no portal configuration load is in flight: at once when none is, else when the one in flight lands
 * (ready or failed). The configuration sets the active key's mode (spec 000 §4: "Budget mode applies unless the local
 * flag enablePricer equals 'true'"), so a verb that reads the active budget or trip waits for it rather than read the
 * key with a mode the page is about to change.
 *
 * @example
 * await portalConfigSettled(world);
 * const { mode } = world.stores.active.getState();
 */
export const portalConfigSettled = ({ stores }: Pick<PortalWorld, "stores">): Promise<void> =>
  stores.config.getState().status !== "loading"
    ? Promise.resolve()
    : new Promise((resolve) => {
        const unsubscribe = stores.config.subscribe((config) => {
          if (config.status === "loading") return;
          unsubscribe();
          resolve();
        });
      });
