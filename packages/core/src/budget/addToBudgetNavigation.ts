import { buildLogoutUrl, buildTripEditUrl } from "../routes/portalUrls.js";
import type { AddToBudgetState } from "./addToBudget.js";

/** Where the view goes after an add: the trip edit page after `delayMs`, or /logout. */
export type AddToBudgetNavigation =
  | { readonly _tag: "trip"; readonly url: string; readonly delayMs: number }
  | { readonly _tag: "logout"; readonly url: string };

/** The portal switches that decide the redirect after an add (spec 000 §1 enableBudgeting, enablePricer). */
export interface AddToBudgetRedirectFlags {
  readonly enablePricer?: boolean | undefined;
  readonly enableBudgeting?: boolean | undefined;
}

/**
 * Where the view must go once the add button reached `state`, or null to stay.
 *
 * Spec 000 §2: "/v3/trip/edit/{budgetId}: Destination after adding to a budget when pricer/budgeting is enabled";
 * "/logout: also the target on a 401 from draft creation". Spec 000 §4: "with a new trip the redirect is delayed 5
 * seconds" (the `added` state's `redirectDelayMs`). An add whose budget id is unknown has no trip to show.
 *
 * @example addToBudgetNavigation({ _tag: "added", notices: [], redirectDelayMs: 0, budgetId: "981" }, { enablePricer: true })
 * // { _tag: "trip", url: "/v3/trip/edit/981", delayMs: 0 }
 * @example addToBudgetNavigation({ _tag: "loggedOut" }, {}) // { _tag: "logout", url: "/logout" }
 */
export const addToBudgetNavigation = (
  state: AddToBudgetState,
  flags: AddToBudgetRedirectFlags,
): AddToBudgetNavigation | null => {
  if (state._tag === "loggedOut") return { _tag: "logout", url: buildLogoutUrl({ sessionExpired: false }) };
  if (state._tag !== "added" || state.budgetId === null) return null;
  if (flags.enablePricer !== true && flags.enableBudgeting !== true) return null;
  return { _tag: "trip", url: buildTripEditUrl(state.budgetId), delayMs: state.redirectDelayMs };
};
