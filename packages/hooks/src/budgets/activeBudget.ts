import { ACTIVE_BUDGET_STORAGE_KEY, formatActiveBudgetKey, readActiveBudgetKey } from "@travesia/core";
import { Result } from "effect";
import type { PortalWorld } from "../provider/PortalProvider.js";

type World = Pick<PortalWorld, "stores" | "storage">;

/**
 * Reads the stored active budget or trip for the signed-in user into the active store (spec 000 §4: "Only an id
 * belonging to the current user is accepted"). Returns `refused` for another user's key (spec 000 §6: 'No tiene
 * permisos para recuperar el presupuesto activo.').
 */
export const syncActiveBudget = (world: World): "active" | "none" | "refused" => {
  const user = world.stores.user.getState().user;
  const { mode } = world.stores.active.getState();
  if (user === null) {
    world.stores.active.setState({ id: null });
    return "none";
  }
  const read = readActiveBudgetKey(world.storage.local.getItem(ACTIVE_BUDGET_STORAGE_KEY), mode, user.id);
  world.stores.active.setState({ id: Result.isSuccess(read) ? read.success : null });
  if (Result.isSuccess(read)) return "active";
  return read.failure._tag === "ActiveBudgetKeyForeignUser" ? "refused" : "none";
};

/** Stores and announces a new active budget or trip for the signed-in user (spec 000 §4 "stores it as active"). */
export const setActiveBudget = (world: World, id: string | null): void => {
  const user = world.stores.user.getState().user;
  if (id === null || user === null) {
    world.storage.local.removeItem(ACTIVE_BUDGET_STORAGE_KEY);
    world.stores.active.setState({ id: null });
    return;
  }
  const { mode } = world.stores.active.getState();
  world.storage.local.setItem(ACTIVE_BUDGET_STORAGE_KEY, formatActiveBudgetKey(mode, user.id, id));
  world.stores.active.setState({ id });
};
