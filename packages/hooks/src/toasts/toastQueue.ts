import type { PortalWorld } from "../provider/PortalProvider.js";
import type { Toast } from "../stores/portalStores.js";

/** Core's toast durations (spec 000 §8, §9), re-exported because views pass them to `push`. */
export { TOAST_DURATIONS_MS } from "@travesia/core";

/**
 * Queues a toast and, when it has a duration, dismisses it after that long (by the provider's clock).
 * Returns the toast's id.
 *
 * @example pushToast(world, { level: "warning", key: "budget.outOfLimit", durationMs: TOAST_DURATIONS_MS.warning });
 */
export const pushToast = (world: Pick<PortalWorld, "stores" | "clock">, toast: Omit<Toast, "id">): number => {
  const store = world.stores.toasts;
  const id = store.getState().nextId;
  store.setState((state) => ({ nextId: state.nextId + 1, toasts: [...state.toasts, { ...toast, id }] }));
  if (toast.durationMs !== null) world.clock.setTimeout(() => dismissToast(world, id), toast.durationMs);
  return id;
};

/** Removes a toast (its close button, or its timer). */
export const dismissToast = (world: Pick<PortalWorld, "stores">, id: number): void =>
  world.stores.toasts.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
