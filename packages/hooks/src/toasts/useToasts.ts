import { useCallback } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalStore, usePortalWorld } from "../provider/PortalProvider.js";
import type { Toast } from "../stores/portalStores.js";
import { dismissToast, pushToast } from "./toastQueue.js";

/** What {@link useToasts} returns. */
export type ToastsResult = HookResult<
  "empty" | "showing",
  { readonly toasts: readonly Toast[] },
  { readonly push: (toast: Omit<Toast, "id">) => number; readonly dismiss: (id: number) => void }
>;

/**
 * The toast queue of the shell: every hook's notices land here with their spec durations (5 s warnings, 15 s on hotel
 * results, 10 s on houses, 3 s newsletter errors — `TOAST_DURATIONS_MS`; null stays until dismissed).
 *
 * @example
 * const { data, actions } = useToasts();
 * data.toasts.map((toast) => <Toast key={toast.id} onClose={() => actions.dismiss(toast.id)} … />);
 */
export const useToasts = (): ToastsResult => {
  const world = usePortalWorld();
  const toasts = usePortalStore("toasts", (state) => state.toasts);
  const push = useCallback((toast: Omit<Toast, "id">) => pushToast(world, toast), [world]);
  const dismiss = useCallback((id: number) => dismissToast(world, id), [world]);
  return {
    status: toasts.length === 0 ? "empty" : "showing",
    data: { toasts },
    error: null,
    actions: { push, dismiss },
  };
};
