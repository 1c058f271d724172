import type { ActiveBudgetMode } from "../session/activeBudgetKey.js";
import type { AddToBudgetState } from "./addToBudget.js";

/** What decides whether a product's 'Agregar a una nueva cotización' is offered. */
export interface AddToNewTripContext {
  /** The portal's mode: trips with the pricer (`enablePricer`), budgets otherwise. */
  readonly mode: ActiveBudgetMode;
  /** The signed-in user's active trip, or null when none is stored. */
  readonly activeId: string | null;
  /** The product's add button's state (its tag). */
  readonly status: AddToBudgetState["_tag"];
  /** The product was added before (this visit or an earlier one). */
  readonly alreadyAdded: boolean;
}

/**
 * Whether a product offers to be added to a new trip next to its add button (spec 000 §4: "A product may be added
 * to a new trip; the user is then told the previous quotation was saved in the quotation manager"): only in trip
 * (pricer) mode, only while a trip is active (without one, the plain add already starts a draft trip), and only
 * while the product can still be added: not once added, nor after a notification reply or a lost session (while
 * the add is in flight it stays, disabled like the add button).
 *
 * @example addToNewTripOffered({ mode: "trip", activeId: "77", status: "idle", alreadyAdded: false }) // true
 * @example addToNewTripOffered({ mode: "budget", activeId: "77", status: "idle", alreadyAdded: false }) // false
 */
export const addToNewTripOffered = ({ mode, activeId, status, alreadyAdded }: AddToNewTripContext): boolean =>
  mode === "trip" && activeId !== null && !alreadyAdded && (status === "idle" || status === "adding");
