import * as Schema from "effect/Schema";
import { ApiDoneReply } from "./apiPrimitives.js";
import { LoginReply, LoginRequest, LogoutRequest } from "./auth.js";
import {
  BudgetAddProductReply,
  BudgetAddProductRequest,
  BudgetCreateReply,
  BudgetCreateRequest,
  BudgetDeleteReply,
  BudgetFilterRequest,
  BudgetGetReply,
  BudgetListReply,
  BudgetSearchRequest,
  TripDraftReply,
  TripDraftRequest,
  TripGetReply,
} from "./budget.js";
import {
  BundleSearchOptionsReply,
  BundleTematicsReply,
  FlightParamsConfigReply,
  OfficeIdsReply,
  PackageDetailReply,
  RecommendedOffersReply,
} from "./catalog.js";
import {
  HotelFavouriteReply,
  HotelFavouritesReply,
  HotelShareEmailReply,
  HotelShareEmailRequest,
  NewsletterReply,
  NewsletterRequest,
} from "./contact.js";
import { AlertsSummaryReply, HeaderCountersReply, MessageCountReply, TodayBookingCountReply } from "./counters.js";
import {
  Currency,
  CurrencyListReply,
  CurrencySessionReply,
  SessionStatusReply,
  SetCurrencyPayload,
} from "./currency.js";
import {
  ActivitiesPdfRequest,
  DownloadFileReply,
  HotelPdfMultiRequest,
  HotelPdfRequest,
  VoucherRequest,
} from "./downloads.js";
import { FlightCalendarReply, FlightRulesReply, FlightSearchReply, FlightSearchRequest } from "./flightSearchReply.js";
import { HotelPoliticsReply, HotelQuoteReply, HouseQuoteReply } from "./hotelCancellationPolicy.js";
import { HotelCheckoutSummaryReply } from "./hotelCheckoutSummary.js";
import {
  HotelCatalogReply,
  HotelMoreRatesReply,
  HotelMoreRatesRequest,
  HotelOffersReply,
  HotelOffersRequest,
  HotelSearchReply,
  HotelSearchRequest,
  HouseSearchReply,
} from "./hotelSearchReply.js";
import { CustomLocalesReply, ProfileLanguagesReply, TranslationDictionaryReply, TranslationReply } from "./locales.js";
import {
  AirlineListReply,
  CitiesAirportsReply,
  FindHotelRequest,
  HotelSuggestionListReply,
  IconListReply,
  IndexSaveReply,
  InsertHotelRequest,
  InsertPoiRequest,
  LocationsReply,
  PatternRequest,
  PlaceDetailReply,
  PoiListReply,
  TripAdvisorDetailReply,
} from "./locations.js";
import { PackageSearchReply } from "./packageSearchReply.js";
import { PortalConfigReply } from "./portalConfig.js";
import { DefaulterMessageReply, PortalFooterReply, PortalHeaderReply, PortalImageReply } from "./portalShell.js";
import { PortalUser } from "./user.js";

/** A call of the booking API as data: no fetch here; hooks' transport performs it and decodes `reply`. */
export interface ApiEndpoint<
  Args extends readonly unknown[],
  Reply extends Schema.Top,
  Request extends Schema.Top | undefined = undefined,
> {
  readonly method: "GET" | "POST";
  /** Builds the path (with its query, when the call has one); every parameter is URI-encoded. */
  readonly path: (...args: Args) => string;
  /** Schema of the JSON body (POST only). */
  readonly request: Request;
  /** Schema of the reply's JSON body. */
  readonly reply: Reply;
}

/** Encodes one path segment. */
const seg = (value: string | number): string => encodeURIComponent(String(value));

/** Builds a query string from the defined entries, in order. */
const query = (entries: Readonly<Record<string, string | number | boolean | undefined>>): string => {
  const parts = Object.entries(entries)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
};

const get = <Args extends readonly unknown[], Reply extends Schema.Top>(
  path: (...args: Args) => string,
  reply: Reply,
): ApiEndpoint<Args, Reply> => ({ method: "GET", path, request: undefined, reply });

const post = <Args extends readonly unknown[], Reply extends Schema.Top, Request extends Schema.Top>(
  path: (...args: Args) => string,
  request: Request,
  reply: Reply,
): ApiEndpoint<Args, Reply, Request> => ({ method: "POST", path, request, reply });

/**
 * Reply of `POST /currency/setCurrencySession` (spec 002 §7: "not shown"). Decision: an optional `{ done,
 * user_currency }`, the session currency now set; errors of currency calls are ignored anyway (spec 000 §8).
 */
export const SetCurrencyReply = Schema.Struct({
  done: Schema.optional(Schema.Boolean),
  user_currency: Schema.optional(Schema.String),
});
export type SetCurrencyReply = typeof SetCurrencyReply.Type;

/** Query of `GET /portal/citiesAirports/{lang}`. Spec 000 §7: "with pattern and destinationType". */
export interface CitiesAirportsQuery {
  readonly pattern: string;
  /** `NMO.GBL.PDT.AIR` or `NMO.GBL.PDT.HTL` (`DESTINATION_TYPE_CODES`). */
  readonly destinationType: string;
}

/**
 * Every call of sections 7 of the three spec documents, keyed by a unique name.
 *
 * Paths are absolute (the spec writes some budget paths without the leading slash, `api/budget/list`; the portal
 * serves them from the root). Parameters are URI-encoded; lists of ids are joined with ',' (spec 002 §7
 * "tripProductIds comma-separated"; the same for alternative product ids of the quote path, a decision).
 *
 * @example endpoints.hotelPolitics.path("TP-1", "DD/MM/YYYY") // "/api/v1/hotels/politics/TP-1/DD%2FMM%2FYYYY/false"
 * @example endpoints.hotelSearch.method // "POST"
 */
export const endpoints = {
  // Spec 000 §2, §4 — login and logout (calls not shown by the spec; see `LoginRequest`).
  /** `POST /api/login` with `{username, password}`. */
  login: post(() => "/api/login", LoginRequest, LoginReply),
  /** `POST /api/logout`. */
  logout: post(() => "/api/logout", LogoutRequest, ApiDoneReply),

  // Spec 000 §7 — shared and session.
  /** `GET /api/user` — the current user and allowed products. */
  user: get(() => "/api/user", PortalUser),
  /** `GET /api/v2/header`. */
  header: get(() => "/api/v2/header", PortalHeaderReply),
  /** `GET /api/v2/currency/selected` (shape not shown; decision: the selected currency entry). */
  selectedCurrency: get(() => "/api/v2/currency/selected", Currency),
  /** `GET /api/v2/counters`. */
  counters: get(() => "/api/v2/counters", HeaderCountersReply),
  /** `GET /api/v2/footer`. */
  footer: get(() => "/api/v2/footer", PortalFooterReply),
  /** `GET /api/customLocales`. */
  customLocales: get(() => "/api/customLocales", CustomLocalesReply),
  /** `GET /profile/languages`. */
  profileLanguages: get(() => "/profile/languages", ProfileLanguagesReply),
  /** `GET /i18n/{lang}`. */
  translations: get((lang: string) => `/i18n/${seg(lang)}`, TranslationDictionaryReply),
  /** `GET /i18n/{lang}/{key}`, optionally with plural and count. */
  translation: get(
    (lang: string, key: string, plural?: boolean, count?: number) =>
      `/i18n/${seg(lang)}/${seg(key)}${query({ plural, count })}`,
    TranslationReply,
  ),
  /** `GET /api/portal/config/{id}`. */
  portalConfig: get((id: string) => `/api/portal/config/${seg(id)}`, PortalConfigReply),
  /** `GET /api/session-status` (reply loggedIn). */
  sessionStatus: get(() => "/api/session-status", SessionStatusReply),
  /** `GET /currency/getCurrencies`. */
  currencies: get(() => "/currency/getCurrencies", CurrencyListReply),
  /** `GET /currency/getCurrencySession`. */
  currencySession: get(() => "/currency/getCurrencySession", CurrencySessionReply),
  /** `POST /currency/setCurrencySession` with `{currency}`. */
  setCurrencySession: post(() => "/currency/setCurrencySession", SetCurrencyPayload, SetCurrencyReply),
  /** `GET /api/portal/getHomeSearchImage/{pageCode}/{deviceType or lang}`. */
  homeSearchImage: get(
    (pageCode: string, deviceOrLang: string) => `/api/portal/getHomeSearchImage/${seg(pageCode)}/${seg(deviceOrLang)}`,
    PortalImageReply,
  ),
  /** `GET /api/portal/getMainImage/{page}`. */
  mainImage: get((page: string) => `/api/portal/getMainImage/${seg(page)}`, PortalImageReply),
  /** `GET /mybookings/getTodayBookingCount`. */
  todayBookingCount: get(() => "/mybookings/getTodayBookingCount", TodayBookingCountReply),
  /** `GET /alerts/summary`. */
  alertsSummary: get(() => "/alerts/summary", AlertsSummaryReply),
  /** `GET /inbox/msgCount/{date}/false`. */
  messageCount: get((date: string) => `/inbox/msgCount/${seg(date)}/false`, MessageCountReply),

  // Spec 000 §7 — locations.
  /** `GET /api/locations/{term}`. */
  locations: get((term: string) => `/api/locations/${seg(term)}`, LocationsReply),
  /** `GET /api/locations-all/{term}`. */
  locationsAll: get((term: string) => `/api/locations-all/${seg(term)}`, LocationsReply),
  /** `GET /api/locations-plus/{term}`. */
  locationsPlus: get((term: string) => `/api/locations-plus/${seg(term)}`, LocationsReply),
  /** `GET /portal/citiesAirports/{lang}` with pattern and destinationType. */
  citiesAirports: get(
    (lang: string, params: CitiesAirportsQuery) =>
      `/portal/citiesAirports/${seg(lang)}${query({ pattern: params.pattern, destinationType: params.destinationType })}`,
    CitiesAirportsReply,
  ),
  /** `GET /api/complete/{a}/{b}`. */
  complete: get((a: string, b: string) => `/api/complete/${seg(a)}/${seg(b)}`, LocationsReply),
  /** `GET /api/complete/poi/{a}/{lat}/{lng}/{distance}` (distance 50000 by spec 001 §7). */
  completePoi: get(
    (a: string, lat: number, lng: number, distance: number) =>
      `/api/complete/poi/${seg(a)}/${seg(lat)}/${seg(lng)}/${seg(distance)}`,
    PoiListReply,
  ),
  /** `GET /api/complete/place/{ref}`. */
  completePlace: get((ref: string) => `/api/complete/place/${seg(ref)}`, PlaceDetailReply),
  /** `POST /api/complete/insertHotel` with `{hotel}`. */
  insertHotel: post(() => "/api/complete/insertHotel", InsertHotelRequest, IndexSaveReply),
  /** `POST /api/complete/insertPoi` with `{poi}`. */
  insertPoi: post(() => "/api/complete/insertPoi", InsertPoiRequest, IndexSaveReply),
  /** `POST /backend/dynamic-packaging-flight/find-airline` with `{pattern}`. */
  findAirline: post(() => "/backend/dynamic-packaging-flight/find-airline", PatternRequest, AirlineListReply),
  /** `POST /backend/dynamic-packaging-hotel/find-hotel` with `{pattern, destinationId}`. */
  findHotel: post(() => "/backend/dynamic-packaging-hotel/find-hotel", FindHotelRequest, HotelSuggestionListReply),
  /** `POST /backend/portal-configuration/find-icons` with `{pattern}`. */
  findIcons: post(() => "/backend/portal-configuration/find-icons", PatternRequest, IconListReply),
  /** `GET /api/fake/products/promotions/`. */
  promotions: get(() => "/api/fake/products/promotions/", RecommendedOffersReply),
  /** `GET /api/fake/recommended/hotels/`. */
  recommendedHotels: get(() => "/api/fake/recommended/hotels/", RecommendedOffersReply),
  /** `GET /hotel/detail/tripadvisor/{lang}/{hotelId}`. */
  tripAdvisorDetail: get(
    (lang: string, hotelId: string) => `/hotel/detail/tripadvisor/${seg(lang)}/${seg(hotelId)}`,
    TripAdvisorDetailReply,
  ),

  // Spec 000 §7 — budgets.
  /** `GET api/budget/list`. */
  budgetList: get(() => "/api/budget/list", BudgetListReply),
  /** `POST api/budget/search` with `{text, page}`. */
  budgetSearch: post(() => "/api/budget/search", BudgetSearchRequest, BudgetListReply),
  /** `GET api/budget/get/{id}`. */
  budgetGet: get((id: string) => `/api/budget/get/${seg(id)}`, BudgetGetReply),
  /** `POST api/budget/filter` (payload not shown; see `BudgetFilterRequest`). */
  budgetFilter: post(() => "/api/budget/filter", BudgetFilterRequest, BudgetListReply),
  /** `POST api/budget/create` with `{budget}`. */
  budgetCreate: post(() => "/api/budget/create", BudgetCreateRequest, BudgetCreateReply),
  /** `POST api/budget/addProduct` (also the hotel "budget add" of spec 001 §7). */
  budgetAddProduct: post(() => "/api/budget/addProduct", BudgetAddProductRequest, BudgetAddProductReply),
  /** `GET api/budget/delete/{id}`. */
  budgetDelete: get((id: string) => `/api/budget/delete/${seg(id)}`, BudgetDeleteReply),
  /** `POST /v3/api/create/draft` with optional isoCountryCode; reply id. */
  createDraft: post(() => "/v3/api/create/draft", TripDraftRequest, TripDraftReply),
  /** `GET /v3/api/trip/{id}` — the trip behind `/v3/trip/edit/{budgetId}` (spec 000 §2; call not shown). */
  tripGet: get((id: string) => `/v3/api/trip/${seg(id)}`, TripGetReply),

  // Spec 001 §7 — hotels and houses.
  /** `GET /api/v1/add/hotel/favourite/{hotelDetailId}`. */
  hotelFavouriteAdd: get(
    (hotelDetailId: string) => `/api/v1/add/hotel/favourite/${seg(hotelDetailId)}`,
    HotelFavouriteReply,
  ),
  /** `GET /api/v1/del/hotel/favourite/{hotelDetailId}`. */
  hotelFavouriteDelete: get(
    (hotelDetailId: string) => `/api/v1/del/hotel/favourite/${seg(hotelDetailId)}`,
    HotelFavouriteReply,
  ),
  /** `GET /api/v1/hotel/favourites` — the visitor's favourite hotel ids (call not shown; marks a results page). */
  hotelFavourites: get(() => "/api/v1/hotel/favourites", HotelFavouritesReply),
  /** `POST /api/v1/hotels/search` with `{url}` (progressive: progressiveResults=true; related rates: baseRate in url). */
  hotelSearch: post(() => "/api/v1/hotels/search", HotelSearchRequest, HotelSearchReply),
  /** `POST /api/v1/hotels/offers` — recommended offers. */
  hotelOffers: post(() => "/api/v1/hotels/offers", HotelOffersRequest, HotelOffersReply),
  /** `POST /api/v1/hotels/searchMoreRateOptions`. */
  hotelMoreRates: post(() => "/api/v1/hotels/searchMoreRateOptions", HotelMoreRatesRequest, HotelMoreRatesReply),
  /** `GET /api/v1/hotels/catalog/{hotelDetailId}`. */
  hotelCatalog: get((hotelDetailId: string) => `/api/v1/hotels/catalog/${seg(hotelDetailId)}`, HotelCatalogReply),
  /** `POST /api/v1/houses/search` with `{url}`. */
  houseSearch: post(() => "/api/v1/houses/search", HotelSearchRequest, HouseSearchReply),
  /** `GET /checkout/quote/hotel/{tripProductID}`, plus `/{alternativeProductIds}` (comma-joined) when present. */
  hotelQuote: get(
    (tripProductID: string, alternativeProductIds: readonly string[] = []) =>
      `/checkout/quote/hotel/${seg(tripProductID)}${
        alternativeProductIds.length > 0 ? `/${alternativeProductIds.map(seg).join(",")}` : ""
      }`,
    HotelQuoteReply,
  ),
  /** `GET /checkout/quote/hotel/{tripProductID}%3FaccommodationType=HouseOrApartment` (the '?' is encoded, as the spec writes it). */
  houseQuote: get(
    (tripProductID: string) => `/checkout/quote/hotel/${seg(tripProductID)}%3FaccommodationType=HouseOrApartment`,
    HouseQuoteReply,
  ),
  /** `GET /api/v1/hotels/checkout/{tripProductId}` — a quoted rate, for the checkout summary page (the demo defines it). */
  hotelCheckoutSummary: get(
    (tripProductId: string) => `/api/v1/hotels/checkout/${seg(tripProductId)}`,
    HotelCheckoutSummaryReply,
  ),
  /** `GET /api/v1/hotels/politics/{tripProductId}/{momentFormat}/false`. */
  hotelPolitics: get(
    (tripProductId: string, momentFormat: string) =>
      `/api/v1/hotels/politics/${seg(tripProductId)}/${seg(momentFormat)}/false`,
    HotelPoliticsReply,
  ),
  /** `POST /hotel/email`. */
  hotelEmail: post(() => "/hotel/email", HotelShareEmailRequest, HotelShareEmailReply),
  /** `POST /hotel/emailPDF`. */
  hotelEmailPdf: post(() => "/hotel/emailPDF", HotelShareEmailRequest, HotelShareEmailReply),
  /** `POST /hotel/pdf` with `{url, tripadvisor}`. */
  hotelPdf: post(() => "/hotel/pdf", HotelPdfRequest, DownloadFileReply),
  /** `POST /hotel/pdf/multi` with `{id_h, tripadvisor, url}`. */
  hotelPdfMulti: post(() => "/hotel/pdf/multi", HotelPdfMultiRequest, DownloadFileReply),
  /** `POST /api/newsletter` with `{email}`. */
  newsletter: post(() => "/api/newsletter", NewsletterRequest, NewsletterReply),

  // Spec 002 §7 — flights, packages, bundles, downloads, arrears.
  /** `GET /api/get-defaulter-message` (polled every 300000 ms). */
  defaulterMessage: get(() => "/api/get-defaulter-message", DefaulterMessageReply),
  /** `GET /dynamicVacationBundle/getTematics`. */
  bundleTematics: get(() => "/dynamicVacationBundle/getTematics", BundleTematicsReply),
  /** `GET /dynamicVacationBundle/searchMonth` with pattern. */
  bundleSearchMonth: get(
    (pattern: string) => `/dynamicVacationBundle/searchMonth${query({ pattern })}`,
    BundleSearchOptionsReply,
  ),
  /** `GET /dynamicVacationBundle/searchDestination` with pattern. */
  bundleSearchDestination: get(
    (pattern: string) => `/dynamicVacationBundle/searchDestination${query({ pattern })}`,
    BundleSearchOptionsReply,
  ),
  /** `GET /api/utils/flights/getOfficeIds`. */
  officeIds: get(() => "/api/utils/flights/getOfficeIds", OfficeIdsReply),
  /** `GET /api/configuration/flights/params`. */
  flightParams: get(() => "/api/configuration/flights/params", FlightParamsConfigReply),
  /** `POST /api/v1/flights/search` with `{url}`. */
  flightSearch: post(() => "/api/v1/flights/search", FlightSearchRequest, FlightSearchReply),
  /** `POST /api/v1/flights/calendar` with `{url}`. */
  flightCalendar: post(() => "/api/v1/flights/calendar", FlightSearchRequest, FlightCalendarReply),
  /** `GET /api/v1/flights/rules/{tripProductIds comma-separated}`. */
  flightRules: get(
    (tripProductIds: readonly string[]) => `/api/v1/flights/rules/${tripProductIds.map(seg).join(",")}`,
    FlightRulesReply,
  ),
  /**
   * `GET /api/v1/flightsHotels/search?url={package results path}` — the flight-plus-hotel search (call not shown by
   * the spec; see `PackageSearchReply`). `url` is the search as core's package results path: build it with
   * `buildPackageResultsUrl` from the parsed page URL; the server reads it back with `parsePackageResultsUrl`.
   */
  packageSearch: get(
    (resultsUrl: string) => `/api/v1/flightsHotels/search${query({ url: resultsUrl })}`,
    PackageSearchReply,
  ),
  /** `GET /flightsHotels/packageDetails/{id}`. */
  packageDetail: get((id: string) => `/flightsHotels/packageDetails/${seg(id)}`, PackageDetailReply),
  /** `POST /activities/pdf` with `{url, canonicalId}`. */
  activitiesPdf: post(() => "/activities/pdf", ActivitiesPdfRequest, DownloadFileReply),
  /** `POST /bookingAdmin/printVoucher` with `{params}`. */
  printVoucher: post(() => "/bookingAdmin/printVoucher", VoucherRequest, DownloadFileReply),
} as const;

/** The name of a call in `endpoints`. */
export type EndpointName = keyof typeof endpoints;
