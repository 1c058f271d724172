import { isRecord, shownInput } from "../internal/outsideInput.js";
import { catalogEn } from "./catalogEn.js";
import { catalogEs } from "./catalogEs.js";
import { catalogPt } from "./catalogPt.js";
import { formatMessage, type MessageParams } from "./formatMessage.js";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./language.js";
import { activityMessages } from "./messages/activity.js";
import { budgetMessages } from "./messages/budget.js";
import { bundleMessages } from "./messages/bundle.js";
import { bundleResultsMessages } from "./messages/bundleResults.js";
import { circuitMessages } from "./messages/circuit.js";
import { documentsMessages } from "./messages/documents.js";
import { favouriteMessages } from "./messages/favourite.js";
import { findHashMessages } from "./messages/findHash.js";
import { flightMessages } from "./messages/flight.js";
import { flightResultsMessages } from "./messages/flightResults.js";
import { flightToolsMessages } from "./messages/flightTools.js";
import { formsMessages } from "./messages/forms.js";
import { headerNotificationsMessages } from "./messages/headerNotifications.js";
import { homeOffersMessages } from "./messages/homeOffers.js";
import { hotelMessages } from "./messages/hotel.js";
import { hotelCompareMessages } from "./messages/hotelCompare.js";
import { hotelFiltersMessages } from "./messages/hotelFilters.js";
import { hotelMapMessages } from "./messages/hotelMap.js";
import { hotelRatesMessages } from "./messages/hotelRates.js";
import { hotelResultsMessages } from "./messages/hotelResults.js";
import { hotelShareMessages } from "./messages/hotelShare.js";
import { houseMessages } from "./messages/house.js";
import { houseCheckoutMessages } from "./messages/houseCheckout.js";
import { houseDetailMessages } from "./messages/houseDetail.js";
import { locationMessages } from "./messages/location.js";
import { newsletterMessages } from "./messages/newsletter.js";
import { newTripMessages } from "./messages/newTrip.js";
import { packageMessages } from "./messages/package.js";
import { packageScreensMessages } from "./messages/packageScreens.js";
import { packageSearchMessages } from "./messages/packageSearch.js";
import { policyMessages } from "./messages/policy.js";
import { quoteMessages } from "./messages/quote.js";
import { selectMessages } from "./messages/select.js";
import { sessionMessages } from "./messages/session.js";
import { shareMessages } from "./messages/share.js";
import { shellMessages } from "./messages/shell.js";
import { transferMessages } from "./messages/transfer.js";
import { voucherMessages } from "./messages/voucher.js";

/**
 * Every domain's texts, in the order the catalogs merge them. Each domain owns its key prefix, so no key is
 * defined twice (a test checks it).
 */
export const MESSAGE_DOMAINS = {
  activity: activityMessages,
  circuit: circuitMessages,
  shell: shellMessages,
  session: sessionMessages,
  budget: budgetMessages,
  location: locationMessages,
  hotel: hotelMessages,
  hotelCompare: hotelCompareMessages,
  hotelFilters: hotelFiltersMessages,
  hotelMap: hotelMapMessages,
  hotelRates: hotelRatesMessages,
  hotelResults: hotelResultsMessages,
  policy: policyMessages,
  quote: quoteMessages,
  house: houseMessages,
  houseDetail: houseDetailMessages,
  houseCheckout: houseCheckoutMessages,
  flight: flightMessages,
  flightResults: flightResultsMessages,
  flightTools: flightToolsMessages,
  package: packageMessages,
  packageScreens: packageScreensMessages,
  packageSearch: packageSearchMessages,
  bundle: bundleMessages,
  bundleResults: bundleResultsMessages,
  voucher: voucherMessages,
  headerNotifications: headerNotificationsMessages,
  findHash: findHashMessages,
  homeOffers: homeOffersMessages,
  forms: formsMessages,
  select: selectMessages,
  documents: documentsMessages,
  newsletter: newsletterMessages,
  favourite: favouriteMessages,
  share: shareMessages,
  hotelShare: hotelShareMessages,
  newTrip: newTripMessages,
  transfer: transferMessages,
} as const;

type Domains = typeof MESSAGE_DOMAINS;
type KeysOf<D> = D extends { readonly es: infer T } ? keyof T & string : never;

/** Every message key: the union of every domain's keys. The catalogs of every language hold exactly these. */
export type MessageKey = { [D in keyof Domains]: KeysOf<Domains[D]> }[keyof Domains];

/** One language's texts: a string for every key (the type makes a missing key a compile error). */
export type Catalog = { readonly [K in MessageKey]: string };

/**
 * Part of a language's texts (as {@link catalogEsFirst}): a key it lacks prints as itself wherever a catalog is read
 * ({@link translateWith}), so a front end that loads a language in parts shows no text until its part is there.
 */
export type CatalogPart = { readonly [K in MessageKey]?: string };

export { catalogEn } from "./catalogEn.js";
export { catalogEs } from "./catalogEs.js";
export { catalogEsFirst } from "./catalogEsFirst.js";
export { catalogEsPages } from "./catalogEsPages.js";
export { catalogPt } from "./catalogPt.js";

/** The three catalogs by language. */
export const CATALOGS: { readonly [L in Language]: Catalog } = { es: catalogEs, en: catalogEn, pt: catalogPt };

/** Every message key, in catalog order. */
export const MESSAGE_KEYS: readonly MessageKey[] = /* @__PURE__ */ Object.keys(catalogEs) as MessageKey[];

/** True when a string is one of the catalog's keys (for overrides and keys read from the server). */
export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(catalogEs, value);

/**
 * The text of a key in a given catalog (for instance one with server overrides), with its parameters filled
 * (see {@link formatMessage} for `{name}` and plural syntax).
 *
 * @example translateWith(withOverrides(catalogEs, { "shell.search": "Buscá" }), "es", "shell.search") // "Buscá"
 */
export const translateWith = (
  catalog: Catalog | CatalogPart,
  language: Language,
  key: MessageKey,
  params?: MessageParams,
): string => {
  const template =
    isRecord(catalog) && typeof key === "string" && Object.hasOwn(catalog, key) ? catalog[key] : undefined;
  // A key the catalog lacks (a plain JavaScript caller, a stale key from the server) prints as itself.
  return formatMessage(typeof template === "string" ? template : shownInput(key), params, language);
};

/**
 * The text of a key in a language, with `{name}` placeholders and plurals filled.
 *
 * @example translate("es", "occupancy.roomsOutOfRange", { min: 1, max: 9 }) // "Elegí entre 1 y 9 habitaciones."
 * @example translate("es", "hotel.seeMoreOptions", { count: 4 }) // "Ver 4 opciones más"
 */
export const translate = (language: Language, key: MessageKey, params: MessageParams = {}): string => {
  const known = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return translateWith(CATALOGS[known], known, key, params);
};
