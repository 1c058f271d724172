import * as Result from "effect/Result";

/**
 * The locally stored active budget or trip: `userId`, a separator, then the id.
 *
 * Spec 000 §4: "Active budget or trip id is stored locally as userId, a separator, then the id. Separator '-' for
 * budgets, '%' for trips. Budget mode applies unless the local flag enablePricer equals 'true'. Only an id
 * belonging to the current user is accepted." Spec 000 §6: "otherwise 'No tiene permisos para recuperar el
 * presupuesto activo.'"
 *
 * User ids are the API's numeric or opaque ids and never contain a separator; the id is everything after the FIRST
 * separator, so a budget id may itself contain '-'.
 */

/** Where added products go: a budget (quotation) or, in pricer mode, a trip. */
export type ActiveBudgetMode = "budget" | "trip";

/** Spec 000 §4: "Separator '-' for budgets". */
export const ACTIVE_BUDGET_SEPARATOR = "-";
/** Spec 000 §4: "'%' for trips". */
export const ACTIVE_TRIP_SEPARATOR = "%";

/**
 * The mode from the local `enablePricer` flag: trips only when it is exactly the string 'true'.
 *
 * @example activeBudgetMode("true") // "trip"
 * @example activeBudgetMode(null) // "budget"
 */
export const activeBudgetMode = (enablePricer: string | null | undefined): ActiveBudgetMode =>
  enablePricer === "true" ? "trip" : "budget";

/** The separator of a mode. */
export const activeBudgetSeparator = (mode: ActiveBudgetMode): string =>
  mode === "trip" ? ACTIVE_TRIP_SEPARATOR : ACTIVE_BUDGET_SEPARATOR;

/**
 * The stored value for a user's active budget or trip.
 *
 * @example formatActiveBudgetKey("trip", "42", "9001") // "42%9001"
 */
export const formatActiveBudgetKey = (mode: ActiveBudgetMode, userId: string, id: string): string =>
  `${userId}${activeBudgetSeparator(mode)}${id}`;

/** Why a stored active key was not accepted. */
export type ActiveBudgetKeyError =
  /** Nothing stored, or not `userId{sep}id`: there is simply no active budget or trip. */
  | { readonly _tag: "ActiveBudgetKeyMissing" }
  /** The key belongs to another user: refused with the spec's permission message. */
  | {
      readonly _tag: "ActiveBudgetKeyForeignUser";
      readonly ownerId: string;
      readonly messageKey: "budget.noPermission";
    };

/**
 * Reads the stored key for the current user: the active id, or a tagged refusal.
 *
 * @example readActiveBudgetKey("42-77", "budget", "42") // Result.succeed("77")
 * @example readActiveBudgetKey("41-77", "budget", "42") // Result.fail({ _tag: "ActiveBudgetKeyForeignUser", … })
 */
export const readActiveBudgetKey = (
  stored: string | null | undefined,
  mode: ActiveBudgetMode,
  currentUserId: string,
): Result.Result<string, ActiveBudgetKeyError> => {
  const separator = activeBudgetSeparator(mode);
  const at = typeof stored === "string" ? stored.indexOf(separator) : -1;
  if (typeof stored !== "string" || at <= 0 || at === stored.length - 1) {
    return Result.fail({ _tag: "ActiveBudgetKeyMissing" });
  }
  const ownerId = stored.slice(0, at);
  if (ownerId !== currentUserId) {
    return Result.fail({ _tag: "ActiveBudgetKeyForeignUser", ownerId, messageKey: "budget.noPermission" });
  }
  return Result.succeed(stored.slice(at + 1));
};
