import {
  ACTIVE_BUDGET_STORAGE_KEY,
  type AddToBudgetEvent,
  addToBudgetTarget,
  type BudgetAddProductRequest,
  budgetAddProductEndpoint,
  createDraftEndpoint,
} from "@travesia/core";
import { portalConfigSettled } from "../config/portalConfigSettled.js";
import type { PortalWorld } from "../provider/PortalProvider.js";
import { httpStatusOf } from "../query/endpointError.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { loadUser } from "../session/loadUser.js";
import { setActiveBudget } from "./activeBudget.js";

/**
 * The product to add: core's `BudgetAddProductRequest` (spec 000 §3 "Add-product payload") without the budget id,
 * which the hook finds or creates; `parameters` defaults to `{}`.
 */
export type AddToBudgetItem = Omit<BudgetAddProductRequest, "budgetId" | "parameters"> & {
  readonly parameters?: BudgetAddProductRequest["parameters"];
  /** Sent with the draft creation (spec 000 §3 "Trip draft: id, optional isoCountryCode"). */
  readonly isoCountryCode?: string;
};

/** One add: the item, and whether it starts a new trip (spec 000 §4 "A product may be added to a new trip"). */
export interface AddToBudgetCall {
  readonly item: AddToBudgetItem;
  readonly toNewTrip: boolean;
}

/** The event the add's calls end with (core's `AddToBudgetEvent`), never a thrown error. */
type AddOutcome = Exclude<AddToBudgetEvent, { readonly _tag: "press" }>;

/** Finds the active budget or creates the draft trip (stored as active); a failed draft creation is its event. */
const targetBudget = async (
  world: Pick<PortalWorld, "api" | "stores" | "storage">,
  { item, toNewTrip }: AddToBudgetCall,
): Promise<{ readonly budgetId: string; readonly newTrip: boolean } | AddOutcome> => {
  // The stored key is per user: a click before the session has loaded waits for it, or the new trip would not be
  // remembered as active.
  const { status } = world.stores.user.getState();
  if (status === "unknown" || status === "loading") await loadUser(world);
  // So is the key's mode (budget or trip): a click while the portal's configuration is loading waits for it, or the
  // stored quotation, read with the other mode's separator, would be missed and a new one opened.
  await portalConfigSettled(world);
  const { mode } = world.stores.active.getState();
  const userId = world.stores.user.getState().user?.id ?? "";
  const target = addToBudgetTarget(world.storage.local.getItem(ACTIVE_BUDGET_STORAGE_KEY), mode, userId);
  if (target._tag === "useActive" && !toNewTrip) return { budgetId: target.id, newTrip: false };
  const body = item.isoCountryCode === undefined ? {} : { isoCountryCode: item.isoCountryCode };
  try {
    const draft = await fetchEndpoint(world.api, createDraftEndpoint, [], { body });
    const budgetId = String(draft.id);
    setActiveBudget(world, budgetId); // "stores it as active and announces the change"
    return { budgetId, newTrip: toNewTrip };
  } catch (error) {
    return { _tag: "draftFailed", status: httpStatusOf(error) ?? 0 };
  }
};

/**
 * The calls of one add (spec 000 §4): with no active budget or trip (or another user's), first `POST
 * /v3/api/create/draft`; then `POST api/budget/addProduct`. Resolves to the event that core's
 * `addToBudgetTransition` takes next.
 */
export const addToBudgetCall = async (
  world: Pick<PortalWorld, "api" | "stores" | "storage">,
  call: AddToBudgetCall,
): Promise<AddOutcome> => {
  const target = await targetBudget(world, call);
  if ("_tag" in target) return target;
  const { isoCountryCode: _iso, ...payload } = call.item;
  const request: BudgetAddProductRequest = {
    ...payload,
    parameters: call.item.parameters ?? {},
    budgetId: target.budgetId,
  };
  try {
    const reply = await fetchEndpoint(world.api, budgetAddProductEndpoint, [], { body: request });
    return {
      _tag: "succeeded",
      mode: world.stores.active.getState().mode,
      newTrip: target.newTrip,
      budgetId: reply.budgetId ?? target.budgetId,
      notifications: reply.notifications ?? null,
      alternativeRate: reply.alternativeRate === true,
    };
  } catch (error) {
    return { _tag: "failed", status: httpStatusOf(error) ?? 0 };
  }
};
