import type { PageFirstCall } from "../api/pageFirstCalls.js";
import type { Language } from "../locale/language.js";
import { foreseenFirstVisit, type TourForesight, type TourStep, tourStepOfPath } from "./tourSteps.js";

/**
 * The id of a product tour step as a page's document carries it (web's `ProductTourStandIn`): the home's first step,
 * the hotel results' second (`tourStandInStep`). Outside the page the browser draws, hidden, shown before the first
 * paint by the document's inline script on a first visit, and taken over by the tour itself once its code is there.
 */
export const TOUR_STAND_IN_ID = "tour-stand-in";

/**
 * The window event the inline script sends when the visitor closes the stand-in before the tour is there: the
 * tour, loading meanwhile, then never shows (web's `useTourStandInDismissed`).
 */
export const TOUR_STAND_IN_EVENT = "travesia:tour-stand-in";

/**
 * The steps whose box a page's document carries (ours): the home's first step over the search box, and the hotel
 * results' second over the filters. The tour shows both on a first visit, when it would otherwise come seconds after
 * the page (its code, the user call and the texts first), scroll the page and be its largest paint; the hotel
 * detail's third step points at a rate's button, drawn only with the rates, and its box is not that page's largest.
 */
const STAND_IN_STEPS: readonly TourStep[] = ["search", "filters"];

/** The page path of an address (no query, no fragment). */
const pathOf = (pageUrl: string): string => pageUrl.split(/[?#]/, 1)[0] ?? pageUrl;

/**
 * The step whose box the document of a page (an address, or a route's pattern) carries, or null for a page whose
 * document carries none (core's `tourStepOfPath`, for the steps above).
 *
 * @example tourStandInStep("/?utm=1") // "search"
 * @example tourStandInStep("/hotel/results/ROM/2027-01-10/2027-01-12/2") // "filters"
 * @example tourStandInStep("/hotel/details/roma/1/2027-01-10/2027-01-12/2/ROM") // null
 */
export const tourStandInStep = (pageUrl: string): TourStep | null => {
  const step = tourStepOfPath(pathOf(pageUrl));
  return step !== null && STAND_IN_STEPS.includes(step) ? step : null;
};

/**
 * The call of the tour's texts in a language (`GET /api/tour/{language}`, the texts an administrator may have
 * changed).
 *
 * @example tourTextsCall("pt") // { method: "GET", path: "/api/tour/pt" }
 */
export const tourTextsCall = (language: Language): PageFirstCall => ({
  method: "GET",
  path: `/api/tour/${encodeURIComponent(language)}`,
});

/**
 * The calls whose replies a page's tour stand-in shows: the tour's texts in the page's language, on a page whose
 * document carries a step (`tourStandInStep`). The portal's server answers them in process and writes the step's
 * title and text into the document (core's `pageStandInReplyValues`).
 *
 * @example tourStandInCalls("/", "en") // [{ method: "GET", path: "/api/tour/en" }]
 * @example tourStandInCalls("/mybudgets", "en") // []
 */
export const tourStandInCalls = (pageUrl: string, language: Language): readonly PageFirstCall[] =>
  tourStandInStep(pageUrl) === null ? [] : [tourTextsCall(language)];

/**
 * Whether a document's tour stand-in (`step`, as the document names it) is shown before its scripts run: on the page
 * of that step (`tourStandInStep`), on what looks like a first visit (core's `foreseenFirstVisit`, by which
 * `foreseenTourStep` foresees the page's step, the stand-in's), and when the server wrote the step's title (`title`
 * as the document holds it: empty when the texts did not come, an unfilled slot from a host that fills none).
 *
 * @example tourStandInShown("/", { userLoggedFlag: null, visitorSeen: false }, "Empezá por acá", "search") // true
 * @example tourStandInShown("/", { userLoggedFlag: null, visitorSeen: true }, "Empezá por acá", "search") // false
 * @example tourStandInShown("/", { userLoggedFlag: null, visitorSeen: false }, "%%travesia:tourTitle%%", "search") // false
 */
export const tourStandInShown = (pathname: string, foresight: TourForesight, title: string, step: TourStep): boolean =>
  tourStandInStep(pathname) === step &&
  foreseenFirstVisit(foresight) &&
  title.trim() !== "" &&
  !title.includes("%%travesia:");
