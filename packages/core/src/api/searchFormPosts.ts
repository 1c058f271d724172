import * as Schema from "effect/Schema";
import { ROUTES } from "../routes/routeTable.js";
import { ApiIdName, ApiNumber } from "./apiPrimitives.js";

/**
 * The search form posts as data: where each form posts and what a script reading the answer as JSON gets back.
 *
 * Spec 001 §2 "Hotel search form posts (method POST) to a hotel search path"; spec 002 §2 "POST search/flight",
 * "POST /search/flightsHotels", "POST /search/dynamicVacationBundle", "POST /dynamicVacationBundle/getAllResults";
 * spec 002 §7 "Form posts … (fields above)". A browser posting the HTML form is sent on to the results page (HTTP
 * 303); a caller asking for JSON gets `{ done, next }` with that results URL. The entries are core/routes'
 * `…SearchFormEntries`; the bodies are `application/x-www-form-urlencoded`, so these are not in `endpoints`.
 */

/** The JSON answer of a search form post: the results URL to go to. */
export const SearchFormPostReply = Schema.Struct({ done: Schema.Boolean, next: Schema.String });
export type SearchFormPostReply = typeof SearchFormPostReply.Type;

/**
 * A vacation bundle of the bundle results (spec 002 §2: themed packages by month and destination; fields not shown).
 * Decisions: id, title, destination, themes, months (`YYYY-MM`), nights, first departure (`YYYY-MM-DD`), the
 * lowest price and the theme image (`img/paquetes/{tematic id}.jpg`, spec 002 §2).
 */
export const VacationBundle = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  destination: ApiIdName,
  tematics: Schema.Array(ApiIdName),
  months: Schema.Array(Schema.String),
  nights: Schema.Int,
  firstDeparture: Schema.String,
  from: Schema.Struct({ amount: ApiNumber, currency: Schema.String }),
  image: Schema.String,
});
export type VacationBundle = typeof VacationBundle.Type;

/** The JSON answer of the bundle form posts: the results URL and the bundles it lists. */
export const BundleSearchPostReply = Schema.Struct({
  done: Schema.Boolean,
  next: Schema.String,
  results: Schema.Array(VacationBundle),
});
export type BundleSearchPostReply = typeof BundleSearchPostReply.Type;

/**
 * Every search form post: its path and its JSON reply Schema.
 *
 * @example searchFormPosts.flight.path // "/search/flight"
 */
export const searchFormPosts = {
  hotel: { path: ROUTES.hotelSearchPost, reply: SearchFormPostReply },
  flight: { path: ROUTES.flightSearchPost, reply: SearchFormPostReply },
  package: { path: ROUTES.packageSearchPost, reply: SearchFormPostReply },
  bundle: { path: ROUTES.bundleSearchPost, reply: BundleSearchPostReply },
  bundleAllResults: { path: ROUTES.bundleAllResultsPost, reply: BundleSearchPostReply },
} as const;
