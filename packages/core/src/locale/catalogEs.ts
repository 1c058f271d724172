import type { Catalog } from "./catalog.js";
import { mergeMessageTables } from "./internal/mergeMessageTables.js";
import { activityMessagesEs } from "./messages/es/activity.js";
import { budgetMessagesEs } from "./messages/es/budget.js";
import { bundleMessagesEs } from "./messages/es/bundle.js";
import { bundleResultsMessagesEs } from "./messages/es/bundleResults.js";
import { circuitMessagesEs } from "./messages/es/circuit.js";
import { documentsMessagesEs } from "./messages/es/documents.js";
import { favouriteMessagesEs } from "./messages/es/favourite.js";
import { findHashMessagesEs } from "./messages/es/findHash.js";
import { flightMessagesEs } from "./messages/es/flight.js";
import { flightResultsMessagesEs } from "./messages/es/flightResults.js";
import { flightToolsMessagesEs } from "./messages/es/flightTools.js";
import { formsMessagesEs } from "./messages/es/forms.js";
import { headerNotificationsMessagesEs } from "./messages/es/headerNotifications.js";
import { homeOffersMessagesEs } from "./messages/es/homeOffers.js";
import { hotelMessagesEs } from "./messages/es/hotel.js";
import { hotelCompareMessagesEs } from "./messages/es/hotelCompare.js";
import { hotelFiltersMessagesEs } from "./messages/es/hotelFilters.js";
import { hotelMapMessagesEs } from "./messages/es/hotelMap.js";
import { hotelRatesMessagesEs } from "./messages/es/hotelRates.js";
import { hotelResultsMessagesEs } from "./messages/es/hotelResults.js";
import { hotelShareMessagesEs } from "./messages/es/hotelShare.js";
import { houseMessagesEs } from "./messages/es/house.js";
import { houseCheckoutMessagesEs } from "./messages/es/houseCheckout.js";
import { houseDetailMessagesEs } from "./messages/es/houseDetail.js";
import { locationMessagesEs } from "./messages/es/location.js";
import { newsletterMessagesEs } from "./messages/es/newsletter.js";
import { newTripMessagesEs } from "./messages/es/newTrip.js";
import { packageMessagesEs } from "./messages/es/package.js";
import { packageScreensMessagesEs } from "./messages/es/packageScreens.js";
import { packageSearchMessagesEs } from "./messages/es/packageSearch.js";
import { policyMessagesEs } from "./messages/es/policy.js";
import { quoteMessagesEs } from "./messages/es/quote.js";
import { selectMessagesEs } from "./messages/es/select.js";
import { sessionMessagesEs } from "./messages/es/session.js";
import { shareMessagesEs } from "./messages/es/share.js";
import { shellMessagesEs } from "./messages/es/shell.js";
import { transferMessagesEs } from "./messages/es/transfer.js";
import { voucherMessagesEs } from "./messages/es/voucher.js";

/**
 * Spanish texts, exactly as the spec quotes them. Keys are `domain.camelName`.
 *
 * One module per language, built only from that language's tables, so a bundle that imports one catalog carries
 * only that language (the portal loads Spanish up front and English or Portuguese on demand).
 */
export const catalogEs: Catalog = /* @__PURE__ */ mergeMessageTables(
  activityMessagesEs,
  circuitMessagesEs,
  budgetMessagesEs,
  bundleMessagesEs,
  bundleResultsMessagesEs,
  documentsMessagesEs,
  favouriteMessagesEs,
  findHashMessagesEs,
  flightMessagesEs,
  flightResultsMessagesEs,
  flightToolsMessagesEs,
  formsMessagesEs,
  headerNotificationsMessagesEs,
  homeOffersMessagesEs,
  hotelMessagesEs,
  hotelCompareMessagesEs,
  hotelFiltersMessagesEs,
  hotelMapMessagesEs,
  hotelRatesMessagesEs,
  hotelShareMessagesEs,
  newTripMessagesEs,
  hotelResultsMessagesEs,
  houseMessagesEs,
  houseDetailMessagesEs,
  houseCheckoutMessagesEs,
  locationMessagesEs,
  newsletterMessagesEs,
  packageMessagesEs,
  packageScreensMessagesEs,
  packageSearchMessagesEs,
  policyMessagesEs,
  quoteMessagesEs,
  selectMessagesEs,
  sessionMessagesEs,
  shareMessagesEs,
  shellMessagesEs,
  voucherMessagesEs,
  transferMessagesEs,
);
