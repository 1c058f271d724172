import type { CatalogPart } from "./catalog.js";
import { mergeMessageTables } from "./internal/mergeMessageTables.js";
import { activityMessagesEs } from "./messages/es/activity.js";
import { budgetMessagesEs } from "./messages/es/budget.js";
import { bundleMessagesEs } from "./messages/es/bundle.js";
import { circuitMessagesEs } from "./messages/es/circuit.js";
import { findHashMessagesEs } from "./messages/es/findHash.js";
import { flightMessagesEs } from "./messages/es/flight.js";
import { formsMessagesEs } from "./messages/es/forms.js";
import { headerNotificationsMessagesEs } from "./messages/es/headerNotifications.js";
import { homeOffersMessagesEs } from "./messages/es/homeOffers.js";
import { hotelMessagesEs } from "./messages/es/hotel.js";
import { houseMessagesEs } from "./messages/es/house.js";
import { locationMessagesEs } from "./messages/es/location.js";
import { newsletterMessagesEs } from "./messages/es/newsletter.js";
import { packageMessagesEs } from "./messages/es/package.js";
import { selectMessagesEs } from "./messages/es/select.js";
import { sessionMessagesEs } from "./messages/es/session.js";
import { shellMessagesEs } from "./messages/es/shell.js";
import { transferMessagesEs } from "./messages/es/transfer.js";

/**
 * The Spanish texts the first screen can show before any page module is loaded: the shell (header, footer, session,
 * notices), the home (its boxes, offers, newsletter, find hashes) and the widgets every page has (the budget widget,
 * the header counters). Spanish ships with the home page's first load; the pages' own texts
 * ({@link catalogEsPages}) travel with the page modules. Together they are {@link catalogEs}, key for key.
 */
export const catalogEsFirst: CatalogPart = /* @__PURE__ */ mergeMessageTables(
  activityMessagesEs,
  circuitMessagesEs,
  budgetMessagesEs,
  bundleMessagesEs,
  findHashMessagesEs,
  flightMessagesEs,
  formsMessagesEs,
  headerNotificationsMessagesEs,
  homeOffersMessagesEs,
  hotelMessagesEs,
  houseMessagesEs,
  locationMessagesEs,
  newsletterMessagesEs,
  packageMessagesEs,
  selectMessagesEs,
  sessionMessagesEs,
  shellMessagesEs,
  transferMessagesEs,
);
