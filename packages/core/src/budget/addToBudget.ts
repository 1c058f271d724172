import * as Result from "effect/Result";
import { type ActiveBudgetMode, readActiveBudgetKey } from "../session/activeBudgetKey.js";
import { TOAST_DURATIONS_MS } from "../shell/toastDurations.js";

/**
 * Adding a product to the active budget or trip: where it goes, and the add button's machine.
 *
 * Spec 000 §4: "Adding a product with no active trip or budget first creates a draft trip, stores it as active and
 * announces the change. A stored trip of another user causes a new one to be created. A product may be added to a
 * new trip; the user is then told the previous quotation was saved in the quotation manager. Add button: idle, then
 * in flight (disabled, spinner), then added (marked 'Item agregado' or 'Agregado'). It stays disabled after a
 * notification reply." Spec 000 §8: the 409, other-failure, notification and success rows. Spec 000 §4: "When an
 * alternative rate is returned, a disclaimer is shown; with a new trip the redirect is delayed 5 seconds."
 */

/**
 * Spec 000 §4: "When an alternative rate is returned, a disclaimer is shown; with a new trip the redirect is delayed 5
 * seconds" (spec 001 §9 "alternative-rate redirect wait 5 s"): the add button and the hotel quote button both wait it.
 */
export const ALTERNATIVE_RATE_REDIRECT_MS = 5_000;
/** Spec 000 §4 and §9: "The header refreshes 1 second after an add" / "Counters refresh 1 second after an add." */
export const COUNTERS_REFRESH_DELAY_MS = 1_000;

/** Where an add goes. */
export type AddToBudgetTarget =
  /** Add to the stored active budget or trip. */
  | { readonly _tag: "useActive"; readonly id: string }
  /** First create a draft trip (`POST /v3/api/create/draft`), store it as active, announce it; then add. */
  | { readonly _tag: "createDraft"; readonly reason: "noActive" | "foreignUser" };

/**
 * Decides where an add goes from the stored active key.
 *
 * @example addToBudgetTarget("42-77", "budget", "42") // { _tag: "useActive", id: "77" }
 * @example addToBudgetTarget("41%77", "trip", "42") // { _tag: "createDraft", reason: "foreignUser" }
 */
export const addToBudgetTarget = (
  stored: string | null | undefined,
  mode: ActiveBudgetMode,
  currentUserId: string,
): AddToBudgetTarget => {
  const read = readActiveBudgetKey(stored, mode, currentUserId);
  if (Result.isSuccess(read)) return { _tag: "useActive", id: read.success };
  return {
    _tag: "createDraft",
    reason: read.failure._tag === "ActiveBudgetKeyForeignUser" ? "foreignUser" : "noActive",
  };
};

/** The add reply's notifications (spec 000 §7: "reply carries budgetId and notifications (deadlineReached, outOfLimit)"). */
export interface AddToBudgetNotifications {
  readonly deadlineReached?: boolean | null;
  readonly outOfLimit?: boolean | null;
}

/** A message shown as a toast or warning, as a key plus its duration (ms), null meaning until dismissed. */
export interface AddToBudgetNotice {
  readonly level: "success" | "warning" | "error";
  readonly messageKey:
    | "budget.addConflict"
    | "budget.addError"
    | "budget.addSuccess"
    | "budget.previousSaved"
    | "budget.alternativeRateDisclaimer"
    | "quote.outOfLimit"
    | "quote.noCancellationFeesOnly"
    | "session.draftCreateError";
  /** The toast title key (success toast: service added to the budget or quotation). */
  readonly titleKey?: "budget.addedToBudget" | "budget.addedToQuotation";
  readonly durationMs: number | null;
}

/** The add button's states. */
export type AddToBudgetState =
  | { readonly _tag: "idle"; readonly notice: AddToBudgetNotice | null }
  | { readonly _tag: "adding" }
  | {
      readonly _tag: "added";
      /** Notices to show: success toast, new-trip notice, alternative-rate disclaimer. */
      readonly notices: readonly AddToBudgetNotice[];
      /** Delay before redirecting to the trip (ms): 5000 for an alternative rate on a new trip, else 0. */
      readonly redirectDelayMs: number;
      /** The budget or trip now active, to store and announce. */
      readonly budgetId: string | null;
    }
  /** A notification reply (deadlineReached, outOfLimit): the 5-second warning; the button stays disabled. */
  | { readonly _tag: "blocked"; readonly notice: AddToBudgetNotice }
  /** A 401 from draft creation: the view goes to /logout. */
  | { readonly _tag: "loggedOut" };

/** Every event of the add button. */
export type AddToBudgetEvent =
  | { readonly _tag: "press" }
  | {
      readonly _tag: "succeeded";
      readonly mode: ActiveBudgetMode;
      /** The product went to a freshly created trip or budget. */
      readonly newTrip: boolean;
      readonly budgetId?: string | null;
      readonly notifications?: AddToBudgetNotifications | null;
      readonly alternativeRate?: boolean;
    }
  /** The add call failed with an HTTP status (0 for a network error). */
  | { readonly _tag: "failed"; readonly status: number }
  /** The draft creation failed with an HTTP status. */
  | { readonly _tag: "draftFailed"; readonly status: number };

/** The button's first state. */
export const addToBudgetInitial: AddToBudgetState = { _tag: "idle", notice: null };

/** Whether the button is disabled: in flight, once added, and after a notification reply. */
export const addToBudgetDisabled = (state: AddToBudgetState): boolean => state._tag !== "idle";

/**
 * The button's label key: 'Item agregado' once added ('Agregado' in the compact variant), 'Agregando…' in flight,
 * the mode's add label otherwise ('Agregar a cotización' with the pricer, 'Agregar a presupuesto').
 *
 * @example addToBudgetLabelKey({ _tag: "added", notices: [], redirectDelayMs: 0, budgetId: null }, "budget", "compact") // "budget.added"
 */
export const addToBudgetLabelKey = (
  state: AddToBudgetState,
  mode: ActiveBudgetMode,
  variant: "full" | "compact" = "full",
): "budget.itemAdded" | "budget.added" | "budget.adding" | "budget.addToQuotation" | "budget.addToBudget" => {
  if (state._tag === "added") return variant === "compact" ? "budget.added" : "budget.itemAdded";
  if (state._tag === "adding") return "budget.adding";
  return mode === "trip" ? "budget.addToQuotation" : "budget.addToBudget";
};

const notificationNotice = (notifications: AddToBudgetNotifications | null | undefined): AddToBudgetNotice | null => {
  if (notifications?.outOfLimit) {
    return { level: "warning", messageKey: "quote.outOfLimit", durationMs: TOAST_DURATIONS_MS.warning };
  }
  if (notifications?.deadlineReached) {
    return { level: "warning", messageKey: "quote.noCancellationFeesOnly", durationMs: TOAST_DURATIONS_MS.warning };
  }
  return null;
};

/**
 * The add button reducer.
 *
 * @example
 * let s = addToBudgetTransition(addToBudgetInitial, { _tag: "press" }); // adding
 * s = addToBudgetTransition(s, { _tag: "failed", status: 409 }); // idle with 'Actualmente no existe ningún presupuesto activo'
 */
export const addToBudgetTransition = (state: AddToBudgetState, event: AddToBudgetEvent): AddToBudgetState => {
  if (event._tag === "press") return state._tag === "idle" ? { _tag: "adding" } : state;
  if (state._tag !== "adding") return state;
  switch (event._tag) {
    case "failed":
      return {
        _tag: "idle",
        notice: {
          level: "error",
          messageKey: event.status === 409 ? "budget.addConflict" : "budget.addError",
          durationMs: null,
        },
      };
    case "draftFailed":
      return event.status === 401
        ? { _tag: "loggedOut" }
        : { _tag: "idle", notice: { level: "error", messageKey: "session.draftCreateError", durationMs: null } };
    case "succeeded": {
      const warning = notificationNotice(event.notifications);
      if (warning !== null) return { _tag: "blocked", notice: warning };
      const notices: AddToBudgetNotice[] = [
        {
          level: "success",
          messageKey: "budget.addSuccess",
          titleKey: event.mode === "trip" ? "budget.addedToQuotation" : "budget.addedToBudget",
          durationMs: TOAST_DURATIONS_MS.warning,
        },
      ];
      if (event.newTrip) notices.push({ level: "success", messageKey: "budget.previousSaved", durationMs: null });
      if (event.alternativeRate) {
        notices.push({ level: "warning", messageKey: "budget.alternativeRateDisclaimer", durationMs: null });
      }
      return {
        _tag: "added",
        notices,
        redirectDelayMs: event.alternativeRate && event.newTrip ? ALTERNATIVE_RATE_REDIRECT_MS : 0,
        budgetId: event.budgetId ?? null,
      };
    }
  }
};
