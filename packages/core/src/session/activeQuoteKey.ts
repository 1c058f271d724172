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
export type ActiveQuoteMode = "budget" | "trip";

/** Spec 000 §4: "Separator '-' for budgets". */
export const ACTIVE_BUDGET_SEPARATOR = "-";
/** Spec 000 §4: "'%' for trips". */
export const ACTIVE_TRIP_SEPARATOR = "%";

/**
 * The mode from the local `enablePricer` flag: trips only when it is exactly the string 'true'.
 *
 * @example activeQuoteMode("true") // "trip"
 * @example activeQuoteMode(null) // "budget"
 */
export const activeQuoteMode = (enablePricer: string | null | undefined): ActiveQuoteMode =>
  enablePricer === "true" ? "trip" : "budget";

/** The separator of a mode. */
export const activeQuoteSeparator = (mode: ActiveQuoteMode): string =>
  mode === "trip" ? ACTIVE_TRIP_SEPARATOR : ACTIVE_BUDGET_SEPARATOR;

/**
 * The stored value for a user's active budget or trip.
 *
 * @example formatActiveQuoteKey("trip", "42", "9001") // "42%9001"
 */
export const formatActiveQuoteKey = (mode: ActiveQuoteMode, userId: string, id: string): string =>
  `${userId}${activeQuoteSeparator(mode)}${id}`;

/** Why a stored active key was not accepted. */
export type ActiveQuoteKeyError =
  /** Nothing stored, or not `userId{sep}id`: there is simply no active budget or trip. */
  | { readonly _tag: "ActiveQuoteKeyMissing" }
  /** The key belongs to another user: refused with the spec's permission message. */
  | {
      readonly _tag: "ActiveQuoteKeyForeignUser";
      readonly ownerId: string;
      readonly messageKey: "budget.noPermission";
    };

/**
 * Reads the stored key for the current user: the active id, or a tagged refusal.
 *
 * @example readActiveQuoteKey("42-77", "budget", "42") // Result.succeed("77")
 * @example readActiveQuoteKey("41-77", "budget", "42") // Result.fail({ _tag: "ActiveQuoteKeyForeignUser", … })
 */
export const readActiveQuoteKey = (
  stored: string | null | undefined,
  mode: ActiveQuoteMode,
  currentUserId: string,
): Result.Result<string, ActiveQuoteKeyError> => {
  const separator = activeQuoteSeparator(mode);
  const at = typeof stored === "string" ? stored.indexOf(separator) : -1;
  if (typeof stored !== "string" || at <= 0 || at === stored.length - 1) {
    return Result.fail({ _tag: "ActiveQuoteKeyMissing" });
  }
  const ownerId = stored.slice(0, at);
  if (ownerId !== currentUserId) {
    return Result.fail({ _tag: "ActiveQuoteKeyForeignUser", ownerId, messageKey: "budget.noPermission" });
  }
  return Result.succeed(stored.slice(at + 1));
};
