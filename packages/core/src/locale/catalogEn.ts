import type { Catalog } from "./catalog.js";
import { mergeMessageTables } from "./internal/mergeMessageTables.js";
import { activityMessagesEn } from "./messages/en/activity.js";
import { budgetMessagesEn } from "./messages/en/budget.js";
import { bundleMessagesEn } from "./messages/en/bundle.js";
import { bundleResultsMessagesEn } from "./messages/en/bundleResults.js";
import { circuitMessagesEn } from "./messages/en/circuit.js";
import { documentsMessagesEn } from "./messages/en/documents.js";
import { favouriteMessagesEn } from "./messages/en/favourite.js";
import { findHashMessagesEn } from "./messages/en/findHash.js";
import { flightMessagesEn } from "./messages/en/flight.js";
import { flightResultsMessagesEn } from "./messages/en/flightResults.js";
import { flightToolsMessagesEn } from "./messages/en/flightTools.js";
import { formsMessagesEn } from "./messages/en/forms.js";
import { headerNotificationsMessagesEn } from "./messages/en/headerNotifications.js";
import { homeOffersMessagesEn } from "./messages/en/homeOffers.js";
import { hotelMessagesEn } from "./messages/en/hotel.js";
import { hotelCompareMessagesEn } from "./messages/en/hotelCompare.js";
import { hotelFiltersMessagesEn } from "./messages/en/hotelFilters.js";
import { hotelMapMessagesEn } from "./messages/en/hotelMap.js";
import { hotelRatesMessagesEn } from "./messages/en/hotelRates.js";
import { hotelResultsMessagesEn } from "./messages/en/hotelResults.js";
import { hotelShareMessagesEn } from "./messages/en/hotelShare.js";
import { houseMessagesEn } from "./messages/en/house.js";
import { houseCheckoutMessagesEn } from "./messages/en/houseCheckout.js";
import { houseDetailMessagesEn } from "./messages/en/houseDetail.js";
import { locationMessagesEn } from "./messages/en/location.js";
import { newsletterMessagesEn } from "./messages/en/newsletter.js";
import { newTripMessagesEn } from "./messages/en/newTrip.js";
import { packageMessagesEn } from "./messages/en/package.js";
import { packageScreensMessagesEn } from "./messages/en/packageScreens.js";
import { packageSearchMessagesEn } from "./messages/en/packageSearch.js";
import { policyMessagesEn } from "./messages/en/policy.js";
import { quoteMessagesEn } from "./messages/en/quote.js";
import { selectMessagesEn } from "./messages/en/select.js";
import { sessionMessagesEn } from "./messages/en/session.js";
import { shareMessagesEn } from "./messages/en/share.js";
import { shellMessagesEn } from "./messages/en/shell.js";
import { transferMessagesEn } from "./messages/en/transfer.js";
import { voucherMessagesEn } from "./messages/en/voucher.js";

/**
 * English texts.
 *
 * One module per language, built only from that language's tables, so a bundle that imports one catalog carries
 * only that language (the portal loads Spanish up front and English or Portuguese on demand).
 */
export const catalogEn: Catalog = /* @__PURE__ */ mergeMessageTables(
  activityMessagesEn,
  circuitMessagesEn,
  budgetMessagesEn,
  bundleMessagesEn,
  bundleResultsMessagesEn,
  documentsMessagesEn,
  favouriteMessagesEn,
  findHashMessagesEn,
  flightMessagesEn,
  flightResultsMessagesEn,
  flightToolsMessagesEn,
  formsMessagesEn,
  headerNotificationsMessagesEn,
  homeOffersMessagesEn,
  hotelMessagesEn,
  hotelCompareMessagesEn,
  hotelFiltersMessagesEn,
  hotelMapMessagesEn,
  hotelRatesMessagesEn,
  hotelShareMessagesEn,
  newTripMessagesEn,
  hotelResultsMessagesEn,
  houseMessagesEn,
  houseDetailMessagesEn,
  houseCheckoutMessagesEn,
  locationMessagesEn,
  newsletterMessagesEn,
  packageMessagesEn,
  packageScreensMessagesEn,
  packageSearchMessagesEn,
  policyMessagesEn,
  quoteMessagesEn,
  selectMessagesEn,
  sessionMessagesEn,
  shareMessagesEn,
  shellMessagesEn,
  voucherMessagesEn,
  transferMessagesEn,
);
