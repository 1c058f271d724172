import * as Result from "effect/Result";
import { flightSearchFoldDetails, flightSearchSummary } from "../flight/flightSearchSummary.js";
import { translate } from "../locale/catalog.js";
import { DEFAULT_LANGUAGE, type Language } from "../locale/language.js";
import { packageSearchSummary } from "../package/packageSearchSummary.js";
import { parseBundleResultsAddress } from "../routes/bundleResultsQuery.js";
import { parseFlightSearchUrl } from "../routes/flightSearchUrl.js";
import { parsePackageResultsUrl } from "../routes/packageSearch.js";
import { parseTransferResultsUrl } from "../transfer/transferResultsUrl.js";

/**
 * A page's prerendered stand-in (what a page route's shell shows in the page's place before JavaScript runs) may hold
 * a value that only the page's URL gives, such as the flight results heading's city ('Vuelos a {city}'). The build
 * writes a slot in its place; the server that sends the shell writes the value from the URL, the one the page's own
 * first render shows (`pageStandInValues`), or sends the shell without a stand-in when the URL gives none.
 */

/**
 * The names of the values a stand-in can hold: a destination city; a transfer's two ends; a flight search's folded form
 * (its route, and its dates and passengers in the page's language); a package search's summary (its route, its flights'
 * dates and its travellers, in the page's language); a page's heading (a bundle results page's, in the page's language).
 */
export type PageStandInValue = "city" | "from" | "to" | "route" | "details" | "dates" | "travellers" | "heading";

/**
 * The slot the build writes for a value in a stand-in's text: plain ASCII, which HTML escaping leaves as it is.
 *
 * @example pageStandInSlot("city") // "%%travesia:city%%"
 */
export const pageStandInSlot = (name: PageStandInValue): string => `%%travesia:${name}%%`;

/**
 * The values a page's stand-in shows, read from the page's URL (path and query) exactly as the page reads them, in
 * `language` (the page's): for a flight results page its destination city (core's `parseFlightSearchUrl`, whose
 * `toCityName` the page's heading names) and its folded form's lines (`flightSearchSummary`, as a phone shows them); for a package results page the destination city of its path (`parsePackageResultsUrl`'s `toCity.name`; the
 * page reads its path alone) and its search summary's lines (`packageSearchSummary`); for a transfer results page the names of both ends as the search box chose them
 * (`parseTransferResultsUrl`, which its heading names); for a bundle results page its heading ('Nuestras propuestas'
 * after 'Explorar nuestras propuestas', else 'Paquetes vacacionales': `parseBundleResultsAddress`'s `all`). A URL the page would call invalid, or any other page, gives no
 * values. Never throws.
 *
 * @example
 * pageStandInValues("/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2027-03-01;2027-03-10/0/0/ALL/-/-");
 * // { city: "Miami", route: "Buenos Aires → Miami", details: "01/03/2027 – 10/03/2027 · 2 pasajeros" }
 * pageStandInValues("/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-08/2-0/0/0");
 * // { city: "Cancún", route: "Buenos Aires → Cancún", dates: "Vuelos del 01/03/2027 al 08/03/2027", travellers: "1 habitación · 2 pasajeros" }
 * pageStandInValues("/transfer/results/airport:EZE:Ezeiza/city:BUE:Buenos%20Aires/2027-03-01T0930/2-0/2"); // { from: "Ezeiza", to: "Buenos Aires" }
 * pageStandInValues("/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=&all=1"); // { heading: "Nuestras propuestas" }
 * pageStandInValues("/mybudgets"); // {}
 */
export const pageStandInValues = (
  pageUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): Readonly<Partial<Record<PageStandInValue, string>>> => {
  const flight = parseFlightSearchUrl(pageUrl);
  if (Result.isSuccess(flight)) {
    const summary = flightSearchSummary(flight.success.search);
    const passengers = translate(language, "flight.priceTimesPassengers", { count: summary.passengers });
    return {
      city: flight.success.search.toCityName,
      route: summary.route,
      details: flightSearchFoldDetails(summary, passengers),
    };
  }
  const bundles = parseBundleResultsAddress(pageUrl);
  if (Result.isSuccess(bundles))
    return { heading: translate(language, bundles.success.all ? "bundleResults.allTitle" : "bundleResults.title") };
  const transfer = parseTransferResultsUrl(pageUrl);
  if (Result.isSuccess(transfer))
    return { from: transfer.success.search.from.name, to: transfer.success.search.to.name };
  const query = pageUrl.indexOf("?");
  const packageSearch = parsePackageResultsUrl(query === -1 ? pageUrl : pageUrl.slice(0, query));
  if (Result.isFailure(packageSearch)) return {};
  const summary = packageSearchSummary(packageSearch.success, (key, params) => translate(language, key, params));
  return {
    city: packageSearch.success.toCity.name,
    route: summary.route,
    dates: summary.flightDates,
    travellers: summary.travellers,
  };
};

/** Text as HTML shows it: the five characters HTML gives a meaning, written as entities. */
export const escapePageStandInText = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * A stand-in's markup with each slot replaced by the page URL's value (HTML-escaped) in the shell's `language`, or null
 * when a slot has no value for that URL: the page's shell is then sent without the stand-in. Markup without slots
 * comes back as it is.
 *
 * @example
 * fillPageStandIn("<h1>Vuelos a %%travesia:city%%</h1>", "/flight/results/Buenos%20Aires/2-0/BUE/Miami/MIA/2027-03-01;2027-03-10/0/0/ALL/-/-");
 * // "<h1>Vuelos a Miami</h1>"
 */
export const fillPageStandIn = (
  markup: string,
  pageUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): string | null => {
  const values = pageStandInValues(pageUrl, language);
  let missing = false;
  const filled = markup.replace(/%%travesia:([a-z]+)%%/g, (_slot, name: string) => {
    const value = values[name as PageStandInValue];
    if (value === undefined) missing = true;
    return escapePageStandInText(value ?? "");
  });
  return missing ? null : filled;
};
