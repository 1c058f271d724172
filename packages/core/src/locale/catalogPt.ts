import type { Catalog } from "./catalog.js";
import { mergeMessageTables } from "./internal/mergeMessageTables.js";
import { activityMessagesPt } from "./messages/pt/activity.js";
import { budgetMessagesPt } from "./messages/pt/budget.js";
import { bundleMessagesPt } from "./messages/pt/bundle.js";
import { bundleResultsMessagesPt } from "./messages/pt/bundleResults.js";
import { circuitMessagesPt } from "./messages/pt/circuit.js";
import { documentsMessagesPt } from "./messages/pt/documents.js";
import { favouriteMessagesPt } from "./messages/pt/favourite.js";
import { findHashMessagesPt } from "./messages/pt/findHash.js";
import { flightMessagesPt } from "./messages/pt/flight.js";
import { flightResultsMessagesPt } from "./messages/pt/flightResults.js";
import { flightToolsMessagesPt } from "./messages/pt/flightTools.js";
import { formsMessagesPt } from "./messages/pt/forms.js";
import { headerNotificationsMessagesPt } from "./messages/pt/headerNotifications.js";
import { homeOffersMessagesPt } from "./messages/pt/homeOffers.js";
import { hotelMessagesPt } from "./messages/pt/hotel.js";
import { hotelCompareMessagesPt } from "./messages/pt/hotelCompare.js";
import { hotelFiltersMessagesPt } from "./messages/pt/hotelFilters.js";
import { hotelMapMessagesPt } from "./messages/pt/hotelMap.js";
import { hotelRatesMessagesPt } from "./messages/pt/hotelRates.js";
import { hotelResultsMessagesPt } from "./messages/pt/hotelResults.js";
import { hotelShareMessagesPt } from "./messages/pt/hotelShare.js";
import { houseMessagesPt } from "./messages/pt/house.js";
import { houseCheckoutMessagesPt } from "./messages/pt/houseCheckout.js";
import { houseDetailMessagesPt } from "./messages/pt/houseDetail.js";
import { locationMessagesPt } from "./messages/pt/location.js";
import { newsletterMessagesPt } from "./messages/pt/newsletter.js";
import { newTripMessagesPt } from "./messages/pt/newTrip.js";
import { packageMessagesPt } from "./messages/pt/package.js";
import { packageScreensMessagesPt } from "./messages/pt/packageScreens.js";
import { packageSearchMessagesPt } from "./messages/pt/packageSearch.js";
import { policyMessagesPt } from "./messages/pt/policy.js";
import { quoteMessagesPt } from "./messages/pt/quote.js";
import { selectMessagesPt } from "./messages/pt/select.js";
import { sessionMessagesPt } from "./messages/pt/session.js";
import { shareMessagesPt } from "./messages/pt/share.js";
import { shellMessagesPt } from "./messages/pt/shell.js";
import { transferMessagesPt } from "./messages/pt/transfer.js";
import { voucherMessagesPt } from "./messages/pt/voucher.js";

/**
 * Brazilian Portuguese texts.
 *
 * One module per language, built only from that language's tables, so a bundle that imports one catalog carries
 * only that language (the portal loads Spanish up front and English or Portuguese on demand).
 */
export const catalogPt: Catalog = /* @__PURE__ */ mergeMessageTables(
  activityMessagesPt,
  circuitMessagesPt,
  budgetMessagesPt,
  bundleMessagesPt,
  bundleResultsMessagesPt,
  documentsMessagesPt,
  favouriteMessagesPt,
  findHashMessagesPt,
  flightMessagesPt,
  flightResultsMessagesPt,
  flightToolsMessagesPt,
  formsMessagesPt,
  headerNotificationsMessagesPt,
  homeOffersMessagesPt,
  hotelMessagesPt,
  hotelCompareMessagesPt,
  hotelFiltersMessagesPt,
  hotelMapMessagesPt,
  hotelRatesMessagesPt,
  hotelShareMessagesPt,
  newTripMessagesPt,
  hotelResultsMessagesPt,
  houseMessagesPt,
  houseDetailMessagesPt,
  houseCheckoutMessagesPt,
  locationMessagesPt,
  newsletterMessagesPt,
  packageMessagesPt,
  packageScreensMessagesPt,
  packageSearchMessagesPt,
  policyMessagesPt,
  quoteMessagesPt,
  selectMessagesPt,
  sessionMessagesPt,
  shareMessagesPt,
  shellMessagesPt,
  voucherMessagesPt,
  transferMessagesPt,
);
