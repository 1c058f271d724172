import type { PortalWorld } from "../provider/PortalProvider.js";
import type { Toast } from "../stores/portalStores.js";

/**
 * Toast durations of spec 000 §9: "Warning toasts 5 seconds (15 seconds for hotel results, 10 for house)", and
 * spec 000 §8 "Newsletter errors shown 3 seconds". RULE TO MOVE TO CORE: core/budget names the 5 s add warning
 * (`ADD_TO_BUDGET_NOTIFICATION_MS`) but not these page-level durations.
 */
export const TOAST_DURATIONS_MS = {
  warning: 5_000,
  warningHotelResults: 15_000,
  warningHouseResults: 10_000,
  newsletterError: 3_000,
} as const;

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
