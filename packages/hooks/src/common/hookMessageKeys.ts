import type { MessageKey } from "@travesia/core";

/**
 * Every message key the hooks hand to views, by name. Each is a key of core's catalogs (`translate(lang, key)`);
 * `hookMessageKeys.test.ts` checks that core's catalogs hold every one except {@link HOOK_KEYS_PENDING_IN_CORE}.
 */
export const hookMessageKeys = {
  userLoadError: "session.userLoadError",
  draftCreateError: "session.draftCreateError",
  sessionExpired: "session.expired",
  loggedOutElsewhere: "session.loggedOutElsewhere",
  loginFailed: "session.loginFailed",
  budgetListError: "budget.listError",
  budgetAddConflict: "budget.addConflict",
  budgetAddError: "budget.addError",
  budgetNoPermission: "budget.noPermission",
  budgetNoActive: "budget.noActive",
  budgetSearchTooShort: "budget.searchTooShort",
  budgetCreateError: "budget.createError",
  budgetDeleteError: "budget.deleteError",
  budgetActivateError: "budget.activateError",
  budgetGetError: "budget.getError",
  budgetAddedToBudget: "budget.addedToBudget",
  budgetAddedToQuotation: "budget.addedToQuotation",
  budgetAddSuccess: "budget.addSuccess",
  budgetPreviousSaved: "budget.previousSaved",
  budgetAlternativeRate: "budget.alternativeRateDisclaimer",
  locationError: "select.loadError",
  newsletterFailed: "newsletter.failed",
} as const;

/** A key the hooks emit: core's `MessageKey`, plus those of {@link hookMessageKeys} core has not published yet. */
export type HookMessageKey = MessageKey | (typeof hookMessageKeys)[keyof typeof hookMessageKeys];

/**
 * Keys the hooks need that core's catalogs do not hold yet (the spec shows no text for these failures; core owns the
 * wording). Views fall back to a generic message until core adds them.
 */
export const HOOK_KEYS_PENDING_IN_CORE: readonly string[] = [
  hookMessageKeys.loginFailed,
  hookMessageKeys.budgetCreateError,
  hookMessageKeys.budgetDeleteError,
  hookMessageKeys.budgetActivateError,
  hookMessageKeys.budgetGetError,
];
