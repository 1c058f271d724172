import { formatCardDate } from "../dates/index.js";
import type { MessageKey } from "../locale/catalog.js";
import type { MessageParams } from "../locale/formatMessage.js";
import { countGuests } from "../occupancy/index.js";
import type { PackageSearch } from "../routes/packageSearch.js";

/**
 * The search a package results page shows above its results, one line each (spec 002 §2): where the flights go,
 * when, and who travels. Every value comes from the page's URL (core's `parsePackageResultsUrl`), so the page's
 * first render and its prerendered stand-in (core's `pageStandInValues`) write the same lines.
 */
export interface PackageSearchSummaryLines {
  /** 'Buenos Aires → Cancún': the origins, joined with ', ', and the destination. */
  readonly route: string;
  /** 'Vuelos del 02/01/2027 al 09/01/2027': the flight's dates as cards write them (dd/MM/yyyy). */
  readonly flightDates: string;
  /** '1 habitación · 2 pasajeros': the rooms, and the adults and children together. */
  readonly travellers: string;
}

/** A catalog's translate function: core's `translate` in one language, or a view's own (which may hold overrides). */
type Texts = (key: MessageKey, params: MessageParams) => string;

/**
 * The package search's summary lines ({@link PackageSearchSummaryLines}) in the language of `text`.
 *
 * @example
 * packageSearchSummary(search, (key, params) => translate("es", key, params));
 * // { route: "Buenos Aires → Cancún", flightDates: "Vuelos del 02/01/2027 al 09/01/2027", travellers: "1 habitación · 2 pasajeros" }
 */
export const packageSearchSummary = (search: PackageSearch, text: Texts): PackageSearchSummaryLines => {
  const guests = countGuests(search.rooms);
  return {
    route: text("packageScreens.detailRoute", {
      origin: search.origins.map((origin) => origin.name).join(", "),
      destination: search.toCity.name,
    }),
    flightDates: text("packageScreens.flightDates", {
      checkIn: formatCardDate(search.checkIn),
      checkOut: formatCardDate(search.checkOut),
    }),
    travellers: `${text("hotel.summaryRooms", { count: search.rooms.length })} · ${text("packageScreens.travellers", { count: guests.adults + guests.children })}`,
  };
};
