import type { PageFirstCall } from "../api/pageFirstCalls.js";
import type { Language } from "../locale/language.js";
import { foreseenFirstVisit, type TourForesight, type TourStep } from "./tourSteps.js";

/**
 * The id of the product tour's first step as the prerendered home carries it (web's `ProductTourStandIn`): outside
 * the page the browser hydrates, hidden, shown before the first paint by the home's inline script on a first visit,
 * and taken over by the tour itself once its code is there.
 */
export const TOUR_STAND_IN_ID = "tour-stand-in";

/**
 * The window event the home's inline script sends when the visitor closes the stand-in before the tour is there: the
 * tour, loading meanwhile, then never shows (web's `useTourStandInDismissed`).
 */
export const TOUR_STAND_IN_EVENT = "travesia:tour-stand-in";

/** The step whose box the home's document carries: the first, over the search box. */
export const TOUR_STAND_IN_STEP: TourStep = "search";

/** The page path of an address (no query, no fragment). */
const pathOf = (pageUrl: string): string => pageUrl.split(/[?#]/, 1)[0] ?? pageUrl;

/**
 * The calls whose replies the home's tour stand-in shows: the tour's texts in the page's language (`GET
 * /api/tour/{language}`, the texts an administrator may have changed), on the home only. The portal's server answers
 * them in process and writes the step's title and text into the document (core's `pageStandInReplyValues`).
 *
 * @example tourStandInCalls("/", "en") // [{ method: "GET", path: "/api/tour/en" }]
 * @example tourStandInCalls("/mybudgets", "en") // []
 */
export const tourStandInCalls = (pageUrl: string, language: Language): readonly PageFirstCall[] =>
  pathOf(pageUrl) === "/" ? [{ method: "GET", path: `/api/tour/${encodeURIComponent(language)}` }] : [];

/** Whether a page address is the home's (`/`, whatever its query or fragment). */
export const isTourStandInPage = (pageUrl: string): boolean => pathOf(pageUrl) === "/";

/**
 * Whether the home's document shows its tour stand-in before its scripts run: on the home, on what looks like a first
 * visit (core's `foreseenFirstVisit`, by which `foreseenTourStep` foresees the home's step, the stand-in's), and when
 * the server wrote the step's title (`title` as the document holds it: empty when the texts did not come, an unfilled
 * slot from a host that fills none). Apart from `foreseenTourStep`, whose route table the home's inline script would
 * carry.
 *
 * @example tourStandInShown("/", { userLoggedFlag: null, visitorSeen: false }, "Empezá por acá") // true
 * @example tourStandInShown("/", { userLoggedFlag: null, visitorSeen: true }, "Empezá por acá") // false
 * @example tourStandInShown("/", { userLoggedFlag: null, visitorSeen: false }, "%%travesia:tourTitle%%") // false
 */
export const tourStandInShown = (pathname: string, foresight: TourForesight, title: string): boolean =>
  isTourStandInPage(pathname) && foreseenFirstVisit(foresight) && title.trim() !== "" && !title.includes("%%travesia:");
