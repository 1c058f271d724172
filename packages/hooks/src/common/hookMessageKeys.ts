import type { MessageKey } from "@travesia/core";

/**
 * Every message key the hooks hand to views, by name. Each is a key of core's catalogs (`translate(lang, key)`);
 * `hookMessageKeys.test.ts` checks that core's catalogs hold every one in es, en and pt.
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
  budgetDeadlinesError: "budget.deadlinesError",
  budgetDigestError: "budget.digestError",
  budgetRepriceError: "budget.repriceError",
  budgetShareError: "budget.shareError",
  budgetAddedToBudget: "budget.addedToBudget",
  budgetAddedToQuotation: "budget.addedToQuotation",
  budgetAddSuccess: "budget.addSuccess",
  budgetPreviousSaved: "budget.previousSaved",
  budgetAlternativeRate: "budget.alternativeRateDisclaimer",
  locationError: "select.loadError",
  hotelSearchFailed: "hotel.searchFailed",
  hotelNoResults: "hotel.noResults",
  hotelResultsBadUrl: "hotelResults.badUrl",
  newsletterFailed: "newsletter.failed",
  flightCalendarFailed: "flight.calendarFailed",
  shareNotSent: "share.notSent",
  pdfFailed: "documents.failure",
} as const satisfies Readonly<Record<string, MessageKey>>;

/** A key the hooks emit: always one of core's `MessageKey`s. */
export type HookMessageKey = MessageKey;
