import { HOME_ROUTE, HOTEL_DETAIL_ROUTE, HOTEL_RESULTS_ROUTE } from "../routes/routeTable.js";

/**
 * The product tour's steps, in order (spec 000 §2 "product tour"; issue 40: "a first-visit guide over the search box,
 * the results filters and the add-to-budget button").
 */
export const TOUR_STEPS = ["search", "filters", "addToBudget"] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

/**
 * The step after `step` ('Siguiente'), or null after the last one ('Listo' ends the tour).
 *
 * @example nextTourStep("search") // "filters"
 * @example nextTourStep("addToBudget") // null
 */
export const nextTourStep = (step: TourStep): TourStep | null => TOUR_STEPS[TOUR_STEPS.indexOf(step) + 1] ?? null;

/**
 * The step before `step` ('Anterior'), or null before the first one (which has no 'Anterior').
 *
 * @example previousTourStep("filters") // "search"
 * @example previousTourStep("search") // null
 */
export const previousTourStep = (step: TourStep): TourStep | null => TOUR_STEPS[TOUR_STEPS.indexOf(step) - 1] ?? null;

/** Whether a string names a tour step. */
export const isTourStep = (value: unknown): value is TourStep => TOUR_STEPS.some((step) => step === value);

/**
 * How far each step's box sits from the element it points at, in CSS pixels. Spec 000 §10: "Product-tour offset 16
 * for steps 2 and 3"; step 1 gets none from the spec, and 8 (ours) keeps its arrow clear of the search box's border.
 */
export const TOUR_STEP_OFFSET: { readonly [S in TourStep]: number } = { search: 8, filters: 16, addToBudget: 16 };

/** The least gap between a step's box and the screen's edges, in CSS pixels (ours). */
export const TOUR_SCREEN_MARGIN = 8;

const staticHead = (pattern: string): string => pattern.split("/{", 1)[0] ?? pattern;

/**
 * The fixed start of the pages that show a step beside the home: the hotel results, and the hotel detail (its rates).
 * From the patterns named apart from the route table (`HOTEL_RESULTS_ROUTE`, `HOTEL_DETAIL_ROUTE`): the documents'
 * inline tour script reads it and leaves the table out.
 */
const stepPages = (): readonly { readonly head: string; readonly step: TourStep }[] => [
  { head: `${staticHead(HOTEL_RESULTS_ROUTE)}/`, step: "filters" },
  { head: `${staticHead(HOTEL_DETAIL_ROUTE)}/`, step: "addToBudget" },
];

/**
 * The step a page starts the tour at, or null on a page that shows none. Ours (the spec names the steps' targets,
 * not their pages): the home shows step 1 over the search box, the hotel results step 2 over the filters, the hotel
 * detail (its rates) step 3 over the add-to-budget button.
 *
 * @example tourStepOfPath("/") // "search"
 * @example tourStepOfPath("/hotel/results/ROM/2026-12-10/2026-12-12/2") // "filters"
 */
export const tourStepOfPath = (pathname: string): TourStep | null => {
  if (pathname === HOME_ROUTE) return "search";
  return stepPages().find((page) => pathname.startsWith(page.head))?.step ?? null;
};

/** The start of the local-storage keys that remember who has seen the tour. */
export const TOUR_SEEN_KEY_PREFIX = "travesia.tourSeen.";

/**
 * The local-storage key that remembers that a visitor (no user id) or a signed-in user has closed or finished the
 * tour in this browser (issue 40: "remembered", per user or visitor): each is shown it once.
 *
 * @example tourSeenKey(null) // "travesia.tourSeen.visitor"
 * @example tourSeenKey("2001") // "travesia.tourSeen.user-2001"
 */
export const tourSeenKey = (userId: string | null): string =>
  `${TOUR_SEEN_KEY_PREFIX}${userId === null ? "visitor" : `user-${userId}`}`;

/** What a page knows of who is here before the user call answers: the local 'user is logged' flag, the visitor's key. */
export interface TourForesight {
  /** The local 'user is logged' flag (core's `USER_LOGGED_KEY`): `"true"` once a user signed in in this browser. */
  readonly userLoggedFlag: string | null;
  /** Whether a visitor has closed the tour in this browser (`tourSeenKey(null)` is stored). */
  readonly visitorSeen: boolean;
}

/**
 * The step a page will most likely show the tour at once the user call answers, foreseen before it does: the page's
 * step for a browser where no user signed in and no visitor closed the tour (a first visit), else null (a user's own
 * key is only known once the call names the user). The page loads the tour's code and texts meanwhile, so the tour
 * comes as the call answers rather than after it; the tour is still shown only once the call said who is here.
 *
 * @example foreseenTourStep("/", { userLoggedFlag: null, visitorSeen: false }) // "search"
 * @example foreseenTourStep("/", { userLoggedFlag: "true", visitorSeen: false }) // null
 */
export const foreseenTourStep = (pathname: string, foresight: TourForesight): TourStep | null =>
  foreseenFirstVisit(foresight) ? tourStepOfPath(pathname) : null;

/**
 * Whether the browser looks like a first visit's, before the user call answers: no user signed in here and no visitor
 * closed the tour (what {@link foreseenTourStep} foresees the tour by).
 *
 * @example foreseenFirstVisit({ userLoggedFlag: "false", visitorSeen: false }) // true
 */
export const foreseenFirstVisit = ({ userLoggedFlag, visitorSeen }: TourForesight): boolean =>
  userLoggedFlag !== "true" && !visitorSeen;
