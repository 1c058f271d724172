import * as Result from "effect/Result";
import { circuitCardTexts, circuitSearchLine } from "../circuit/circuitCardTexts.js";
import { translateCircuit } from "../circuit/circuitMessages.js";
import { circuitResultsAreaName, circuitResultsShown, circuitResultsTitle } from "../circuit/circuitResultsShown.js";
import type { CircuitResultsPage } from "../circuit/circuitResultsUrl.js";
import { translate } from "../locale/catalog.js";
import type { Language } from "../locale/language.js";
import { homeBoxOffered } from "../product/homeBoxOffered.js";
import { portalConfigFlags } from "../product/portalProducts.js";
import { CircuitSearchReply } from "./circuit.js";
import { decodeWith } from "./decode.js";
import { answeredReply } from "./internal/answeredReply.js";
import { seg } from "./internal/endpointBuilders.js";
import type { PageFirstCall } from "./pageFirstCalls.js";
import type { PageFirstReply, PageStandInReplyValues } from "./pageFirstReplies.js";
import { PortalConfigReply } from "./portalConfig.js";
import { PortalUser } from "./user.js";

const decodeUser = decodeWith(PortalUser);
const decodeConfig = decodeWith(PortalConfigReply);
const decodeSearch = decodeWith(CircuitSearchReply);

/** The portal configuration call of the portal the first replies' user record names (`GET /api/portal/config/{id}`). */
const configPathOf = (replies: readonly PageFirstReply[]): string | undefined => {
  const user = decodeUser(answeredReply(replies, "/api/user"));
  const portalId = Result.isSuccess(user) ? user.success.portalId : undefined;
  return portalId === undefined ? undefined : `/api/portal/config/${seg(portalId)}`;
};

/**
 * The calls a circuit results page makes once its first replies are in: the configuration of the portal the user's
 * record names (the page's gate reads it, core's `homeBoxOffered`). None when the record did not answer or names no
 * portal. The portal's server answers them after the first calls, for the page's stand-in and for the page to adopt.
 *
 * @example circuitResultsFollowUpCalls([{ method: "GET", path: "/api/user", status: 200, text: '{"portalId":"7"}', … }])
 * // [{ method: "GET", path: "/api/portal/config/7" }]
 */
export const circuitResultsFollowUpCalls = (replies: readonly PageFirstReply[]): readonly PageFirstCall[] => {
  const path = configPathOf(replies);
  return path === undefined ? [] : [{ method: "GET", path }];
};

/** Whether the portal the first replies name offers circuits (its configuration's switch, as the page's gate reads it). */
const offeredCircuits = (replies: readonly PageFirstReply[]): boolean => {
  const path = configPathOf(replies);
  const config = path === undefined ? undefined : decodeConfig(answeredReply(replies, path));
  if (config === undefined || Result.isFailure(config)) return false;
  const flags = portalConfigFlags(config.success);
  return homeBoxOffered("circuit", { user: "ready", allowedProducts: [], config: "ready", flags }) === true;
};

/**
 * A circuit results page as its first render with its first replies draws it, in `language`: the heading, the
 * search's line, the count, and the first card of the URL's page (its filters and page number: core's
 * `circuitResultsShown`). Nothing when the portal does not offer circuits (or its configuration did not answer), the
 * search failed, the page lists no circuit (the page then draws its gate, failure or empty notice, not a card), the
 * first circuit has no departure left (its card's line has another tone), or the URL picks another sort than the
 * default (the stand-in's sort select shows the default one).
 */
export const circuitResultsStandInValues = (
  page: CircuitResultsPage,
  searchPath: string,
  replies: readonly PageFirstReply[],
  language: Language,
): PageStandInReplyValues => {
  if (page.sort !== "recommended" || !offeredCircuits(replies)) return {};
  const search = decodeSearch(answeredReply(replies, searchPath));
  if (Result.isFailure(search) || !search.success.done) return {};
  const shown = circuitResultsShown(search.success.circuits ?? [], page);
  const first = shown.items[0];
  if (first === undefined || first.departuresAvailable === 0) return {};
  const texts = circuitCardTexts(first, language);
  const area = circuitResultsAreaName(page, search.success);
  return {
    title: circuitResultsTitle(area, (key, params) =>
      key === "circuit.resultsTitle" ? translateCircuit(language, key, params) : translate(language, key),
    ),
    summary: circuitSearchLine(page.search, language),
    count: translateCircuit(language, "circuit.count", { count: shown.total }),
    cardFigure: texts.figure,
    cardKicker: texts.length,
    cardName: texts.name,
    cardLine: texts.route,
    cardSubline: texts.countries,
    cardNote: texts.departures,
    cardPrice: texts.price,
  };
};
