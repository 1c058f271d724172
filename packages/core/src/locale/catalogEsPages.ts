import type { CatalogPart } from "./catalog.js";
import { mergeMessageTables } from "./internal/mergeMessageTables.js";
import { bundleResultsMessagesEs } from "./messages/es/bundleResults.js";
import { documentsMessagesEs } from "./messages/es/documents.js";
import { favouriteMessagesEs } from "./messages/es/favourite.js";
import { flightResultsMessagesEs } from "./messages/es/flightResults.js";
import { flightToolsMessagesEs } from "./messages/es/flightTools.js";
import { hotelCompareMessagesEs } from "./messages/es/hotelCompare.js";
import { hotelFiltersMessagesEs } from "./messages/es/hotelFilters.js";
import { hotelMapMessagesEs } from "./messages/es/hotelMap.js";
import { hotelRatesMessagesEs } from "./messages/es/hotelRates.js";
import { hotelResultsMessagesEs } from "./messages/es/hotelResults.js";
import { hotelShareMessagesEs } from "./messages/es/hotelShare.js";
import { houseCheckoutMessagesEs } from "./messages/es/houseCheckout.js";
import { houseDetailMessagesEs } from "./messages/es/houseDetail.js";
import { newTripMessagesEs } from "./messages/es/newTrip.js";
import { packageScreensMessagesEs } from "./messages/es/packageScreens.js";
import { packageSearchMessagesEs } from "./messages/es/packageSearch.js";
import { policyMessagesEs } from "./messages/es/policy.js";
import { quoteMessagesEs } from "./messages/es/quote.js";
import { shareMessagesEs } from "./messages/es/share.js";
import { voucherMessagesEs } from "./messages/es/voucher.js";

/**
 * The Spanish texts only result, detail, checkout, budget-item and voucher pages show (their rates, policies,
 * filters, maps, sharing and documents). A front end that ships {@link catalogEsFirst} with its first screen loads
 * these with its first page module; with {@link catalogEsFirst} they are {@link catalogEs}, key for key.
 */
export const catalogEsPages: CatalogPart = /* @__PURE__ */ mergeMessageTables(
  bundleResultsMessagesEs,
  documentsMessagesEs,
  favouriteMessagesEs,
  flightResultsMessagesEs,
  flightToolsMessagesEs,
  hotelCompareMessagesEs,
  hotelFiltersMessagesEs,
  hotelMapMessagesEs,
  hotelRatesMessagesEs,
  hotelShareMessagesEs,
  newTripMessagesEs,
  hotelResultsMessagesEs,
  houseDetailMessagesEs,
  houseCheckoutMessagesEs,
  packageScreensMessagesEs,
  packageSearchMessagesEs,
  policyMessagesEs,
  quoteMessagesEs,
  shareMessagesEs,
  voucherMessagesEs,
);
