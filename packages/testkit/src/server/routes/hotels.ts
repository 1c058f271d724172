import {
  buildHotelResultsUrl,
  HOTEL_SORT_DEFAULT,
  HOTEL_VARIATION_RATING,
  HOTEL_VARIATION_TRIPADVISOR,
  HotelMoreRatesRequest,
  HotelOffersRequest,
  HotelSearchRequest,
  type HotelViewType,
  hotelResultsOptionsDefault,
  isProgressiveResultsUrl,
  parseHotelMoreOptionsUrl,
  parseHotelRecommendedOffersUrl,
  parseHotelSearchForm,
} from "@travesia/core";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import {
  demoAlternativeCurrency,
  demoAnswerNext,
  demoBadRequest,
  demoCurrency,
  demoFormEntries,
  demoLanguage,
  demoNotFound,
  demoToday,
} from "../../internal/demoRequest.js";
import { type HotelReplyContext, hotelClusterJson } from "../../internal/hotelReplies.js";
import {
  type HotelCandidate,
  type HotelMatch,
  hotelCandidates,
  hotelSearchFilterOptions,
  hotelSearchPage,
  hotelUnavailable,
  matchInventoryRates,
  progressiveCandidates,
  type ResolvedHotelSearch,
  resolveHotelSearch,
  visitorCandidates,
} from "../../internal/hotelSearch.js";
import { badRequest, decodeField, readJsonBody, readJsonValue } from "../../internal/requestBody.js";
import { CATALOG_AMENITIES, CATALOG_BOARDS, CATALOG_CHAINS, CATALOG_SUPPLIERS } from "../../inventory/catalogs.js";
import { inventoryHotelPolicy } from "../../inventory/hotelPolicy.js";
import { type InventoryRate, inventoryMoreRateOptions, parseHotelTripProductId } from "../../inventory/hotelRates.js";
import { demoConvertMinor, minorToDecimal } from "../../inventory/money.js";
import { placeCity } from "../../inventory/places.js";
import type { DemoContext, DemoEnv } from "../context.js";
import { favouriteHotelIds } from "../favourites.js";
import { editedHotelDetailJson } from "../hotelContent.js";
import { currentPortalOf } from "../portalSettings.js";
import { scenarioActive } from "../scenario.js";

/** Spec 001 §8: "Search failure: … 'Fallo al recuperar los resultados'". */
const SEARCH_FAILED = "Fallo al recuperar los resultados";

/** The ttl replies carry under the `session-ttl` scenario (seconds). */
const SESSION_TTL_SCENARIO_SECONDS = 5;

/** Rates per page loaded on demand (spec 001 §2 "'Ver más' loading the next page of rates (10 per page)"). */
const RATES_PAGE_SIZE = 10;

/**
 * Page `page` (1-based) of a hotel's rates on demand: every rate of the hotel for the stay (the page call carries only
 * the search path, spec 001 §2 "Path segments 4 to 7 … reused for … more-options queries"), of `board` when given;
 * each marked `onDemand`, the page's last one `onDemandLast` while more remain after it.
 */
const ratesOnDemandPage = (
  rates: readonly InventoryRate[],
  page: number,
  board: string | null,
): { readonly rates: readonly InventoryRate[]; readonly extra: (rate: InventoryRate) => Record<string, unknown> } => {
  const listed = board === null ? rates : rates.filter((rate) => rate.board.code === board);
  const start = (page - 1) * RATES_PAGE_SIZE;
  const slice = listed.slice(start, start + RATES_PAGE_SIZE);
  const last = start + RATES_PAGE_SIZE < listed.length ? slice.at(-1) : undefined;
  return { rates: slice, extra: (rate) => ({ onDemand: true, onDemandLast: rate === last }) };
};

/** Progressive searches answer in this many batches; all but the last say `xPendingResults: "true"`. */
const HOTEL_PROGRESSIVE_BATCHES = 3;

/** Seconds a search result stays valid (spec 001 §4: "If ttl given, the session-expired overlay appears"). */
const HOTEL_SEARCH_TTL_SECONDS = 1800;

/** A finished progressive search starts over when asked again after this long (demo clock, ms). */
const HOTEL_PROGRESSIVE_RESTART_MS = 30_000;

// Progressive state per app (several apps live side by side in tests), keyed by search id.
const progressiveState = new WeakMap<DemoContext, Map<string, { batch: number; at: number }>>();
const PROGRESSIVE_LIMIT = 2_000;

const progressiveBatch = (demo: DemoContext, key: string): number => {
  let searches = progressiveState.get(demo);
  if (searches === undefined) {
    searches = new Map();
    progressiveState.set(demo, searches);
  }
  const now = demo.now().getTime();
  const previous = searches.get(key);
  const fresh = previous === undefined || now - previous.at > HOTEL_PROGRESSIVE_RESTART_MS;
  const batch = fresh ? 1 : Math.min(HOTEL_PROGRESSIVE_BATCHES, previous.batch + 1);
  if (searches.size >= PROGRESSIVE_LIMIT && !searches.has(key)) searches.delete(searches.keys().next().value ?? "");
  searches.set(key, { batch, at: now });
  return batch;
};

/**
 * The search id of a progressive search: the search without its page, filters and sort (they refine it). Not the
 * visitor: a caller without cookies (a script, `app.request`) would get a new visitor on every poll and never finish.
 */
const progressiveSearchId = (search: ResolvedHotelSearch) => {
  const { route } = search.state;
  const destination =
    route.destination._tag === "DestinationCoordinates"
      ? `${route.destination.latitude},${route.destination.longitude}`
      : route.destination._tag === "DestinationOmniCode"
        ? `${route.destination.id}OMNICODE=${route.destination.omniCode}`
        : route.destination.id;
  return JSON.stringify([destination, search.stay, search.currency, route.options]);
};

const replyContext = (c: Context<DemoEnv>, currency: string): HotelReplyContext => ({
  currency,
  alternativeCurrency: demoAlternativeCurrency(currency),
  language: demoLanguage(c),
});

// Zone names by code (the last hotel listing a code names it), worked out once per candidate list.
const zoneNameLists = new WeakMap<readonly HotelCandidate[], ReadonlyMap<string, string>>();
const zoneNamesOf = (candidates: readonly HotelCandidate[]): ReadonlyMap<string, string> => {
  let names = zoneNameLists.get(candidates);
  if (names === undefined) {
    names = new Map(candidates.map((candidate) => [candidate.hotel.zone.code, candidate.hotel.zone.name]));
    zoneNameLists.set(candidates, names);
  }
  return names;
};

/** The filter options with their counts (spec 001 §3 Filters; core's `HotelSearchFilters` Schema), from core's `hotelFilterOptions`. */
const filterOptions = (
  candidates: readonly HotelCandidate[],
  search: ResolvedHotelSearch,
  page: { currentPage: number; countPages: number; totalItems: number },
  withCounts: boolean,
  language: "es" | "en" | "pt",
) => {
  const { filters } = search.state;
  const options = hotelSearchFilterOptions(candidates, search);
  const zoneNames = zoneNamesOf(candidates);
  const names: Record<"board" | "amenity" | "zone" | "chains" | "supplier" | "destination", (code: string) => string> =
    {
      board: (code) => CATALOG_BOARDS.find((board) => board.code === code)?.name[language] ?? code,
      amenity: (code) => CATALOG_AMENITIES.find((amenity) => amenity.code === code)?.name[language] ?? code,
      zone: (code) => zoneNames.get(code) ?? code,
      chains: (code) => CATALOG_CHAINS.find((chain) => chain.code === code)?.name ?? code,
      supplier: (code) => CATALOG_SUPPLIERS.find((supplier) => supplier.code === code)?.name ?? code,
      destination: (code) => placeCity(code)?.name[language] ?? code,
    };
  const list = (group: keyof typeof names) =>
    options[group].map((option) => ({
      code: option.code,
      description: names[group](option.code),
      selected: option.selected,
      ...(withCounts ? { quantity: option.quantity } : {}),
    }));
  const toggle = (option: { selected: boolean; quantity: number }) => ({
    selected: option.selected,
    ...(withCounts ? { quantity: option.quantity } : {}),
  });
  const amenities = list("amenity");
  return {
    offers: {
      favourite: toggle(options.offers.favourite),
      isOffer: toggle(options.offers.offer),
      offer: toggle(options.offers.offer),
      recommended: toggle(options.offers.recommended),
    },
    category: { min: filters.category.min, max: filters.category.max },
    ...(filters.hotelName === null ? {} : { hotelName: filters.hotelName }),
    zone: list("zone"),
    rateRange: {
      minimumValue: minorToDecimal(options.priceRange?.minimum ?? 0),
      maximumValue: minorToDecimal(options.priceRange?.maximum ?? 0),
      currencyCode: search.currency,
    },
    tripadvisor: { min: filters.tripadvisor.min, max: filters.tripadvisor.max },
    board: list("board"),
    services: amenities,
    amenity: amenities,
    chains: list("chains"),
    supplier: list("supplier"),
    destination: list("destination"),
    requestNonRefundableRates: filters.requestNonRefundableRates,
    pagination: page,
    sorting: { sortFieldName: filters.sorting.sortFieldName ?? HOTEL_SORT_DEFAULT },
    ...(filters.poi.geo === null
      ? {}
      : {
          poi: {
            radio: filters.poi.radio,
            geo: filters.poi.geo,
            ...(filters.poi.name === null ? {} : { name: filters.poi.name }),
          },
        }),
    ...(search.point === null ? {} : { geoReference: search.point }),
  };
};

/**
 * The feature flags a search reply carries: the user's portal's (an anonymous visitor's is portal 1), so that each
 * demo portal shows its own branch of the results page (price-GO, suppliers, tax labels, budgets). On-demand rates
 * (`hotelsV2TariffOnDemand`) are the `rates-on-demand` scenario's, whatever the portal says: with them every
 * cluster comes without rates, which the demo turns on only when asked.
 */
const featureFlags = (c: Context<DemoEnv>) => {
  const portal = currentPortalOf(c.get("demo").db, c.get("user")?.portalId);
  return {
    portalType: portal.portalType,
    enableBudgeting: portal.enableBudgeting,
    enablePricer: portal.enablePricer,
    enableDualFlow: portal.enableDualFlow,
    relatedRates: portal.relatedRates,
    smartFlow: portal.smartFlow,
    hotelsV2TariffOnDemand: scenarioActive(c, "rates-on-demand"),
    showSuppliers: portal.showSuppliers,
    showZoneFilter: portal.showZoneFilter,
    showRefundable: portal.showRefundable,
    showTripAdvisor: portal.showTripAdvisor,
    showWidgetOffer: portal.showWidgetOffer,
    showPricesIncludeTaxes: portal.showPricesIncludeTaxes,
    mailIncludesPDF: portal.mailIncludesPDF,
    mapV3: portal.mapV3,
    featureGroups: [portal.features, portal.portalType],
  };
};

/** The result view a reply asks for (spec 001 §2 `showActiveView`): 'abreviada' unless a `view-…` scenario says. */
const activeView = (c: Context<DemoEnv>) =>
  scenarioActive(c, "view-map")
    ? ("mapa" as const)
    : scenarioActive(c, "view-carousel")
      ? ("carousel" as const)
      : scenarioActive(c, "view-normal")
        ? ("normal" as const)
        : ("abreviada" as const);

/** The reply's view type: the URL's `viewType`, else a `view-aggregated-…` scenario's, else simple. */
const viewTypeOf = (c: Context<DemoEnv>, fromUrl: HotelViewType | null): HotelViewType =>
  fromUrl ??
  (scenarioActive(c, "view-aggregated-enriched")
    ? "aggregated-enriched"
    : scenarioActive(c, "view-aggregated-basic")
      ? "aggregated-basic"
      : "simple");

/** The related-rates extras: how each rate and hotel differs from the base rate (spec 001 §3 variations). */
const relatedExtras = (search: ResolvedHotelSearch, context: HotelReplyContext) => {
  const base = search.baseRate;
  if (base === null) return { variations: () => [], rateExtra: undefined };
  const basePrice = demoConvertMinor(base.rate.totalUsdMinor, context.currency);
  return {
    variations: (match: HotelMatch) => [
      ...(match.hotel.stars > base.hotel.stars ? [{ type: "upgrade", code: HOTEL_VARIATION_RATING }] : []),
      ...((match.hotel.reviewRating ?? 0) > base.hotel.review.rating
        ? [{ type: "upgrade", code: HOTEL_VARIATION_TRIPADVISOR }]
        : []),
    ],
    rateExtra: (rate: InventoryRate) => {
      const diff = demoConvertMinor(rate.totalUsdMinor, context.currency) - basePrice;
      return {
        baseRateVariations: {
          variation: {
            code: rate.board.code === base.rate.board.code ? "similar" : "board",
            amountDiff: { value: minorToDecimal(Math.abs(diff)), isPositive: diff > 0, isNotZero: diff !== 0 },
          },
        },
      };
    },
  };
};

const searchReply = async (c: Context<DemoEnv>, url: string, progressive: boolean) => {
  const demo = c.get("demo");
  const resolved = resolveHotelSearch(
    demo.inventory,
    url,
    demoToday(c),
    demoCurrency(c),
    scenarioActive(c, "hotel-disabled"),
  );
  if (!resolved.ok) return demoBadRequest(c, resolved.problem.field, resolved.problem.reason);
  if (scenarioActive(c, "search-fail")) return c.json({ done: false, error: SEARCH_FAILED }, 500);
  const search = resolved.value;
  const { route, filters } = search.state;
  const external = route.options.externalHotelReference;
  // Favourites are the visitor's own (saved by the accounts side), not a property of the hotel.
  const favourites = favouriteHotelIds(c);
  let candidates = scenarioActive(c, "search-empty")
    ? []
    : visitorCandidates(hotelCandidates(demo.inventory, search, external), favourites);
  let pending = false;
  if (progressive) {
    const batch = progressiveBatch(demo, progressiveSearchId(search));
    pending = batch < HOTEL_PROGRESSIVE_BATCHES || scenarioActive(c, "search-never-finishes");
    // Each batch "finds" a further share of the hotels, in a fixed pseudo-random order.
    candidates = progressiveCandidates(candidates, demo.inventory.seed, batch, HOTEL_PROGRESSIVE_BATCHES);
  }
  const result = hotelSearchPage(candidates, search);
  const context = replyContext(c, search.currency);
  const viewType = viewTypeOf(c, filters.viewType);
  const related = relatedExtras(search, context);
  const flags = featureFlags(c);
  // Rates on demand: the simple view's clusters come without rates; the portal asks for a hotel's rates with a
  // search narrowed to it (`externalHotelReference`), which brings them. An aggregated view's clusters bring their
  // first page of 10; 'Ver más' asks searchMoreRateOptions for the next (`ratesPage`).
  const ratesLeftOut = flags.hotelsV2TariffOnDemand && external === null;
  const paged = ratesLeftOut && viewType !== "simple";
  const clusters = result.page.map((match) => {
    const firstPage = paged ? ratesOnDemandPage(demo.inventory.ratesOf(match.hotel.hotel, search.stay), 1, null) : null;
    const rateExtra = firstPage?.extra ?? related.rateExtra;
    return hotelClusterJson(
      match.hotel.hotel,
      firstPage?.rates ?? (ratesLeftOut ? [] : matchInventoryRates(demo.inventory, search.stay, match)),
      context,
      {
        favourite: match.hotel.favourite,
        withDetail: viewType !== "aggregated-basic",
        distanceKm: match.hotel.distanceKm,
        variations: related.variations(match),
        ...(rateExtra === undefined ? {} : { rateExtra }),
      },
    );
  });
  // A hotel searched by id that has no availability comes first, disabled, above the similar hotels (spec 001 §4).
  // The `hotel-disabled` scenario makes the searched hotel (or the first result) unavailable.
  const forcedDisabled = scenarioActive(c, "hotel-disabled") ? (external ?? result.page[0]?.hotel.id ?? null) : null;
  const externalHotel =
    (forcedDisabled ?? external) === null ? undefined : demo.inventory.hotel(forcedDisabled ?? external ?? "");
  if (
    externalHotel !== undefined &&
    (forcedDisabled !== null || hotelUnavailable(demo.inventory.seed, externalHotel.id, search.stay)) &&
    result.currentPage === 1
  ) {
    const similar = clusters.filter((cluster) => cluster.hotelDetailId !== externalHotel.id);
    clusters.length = 0;
    clusters.push(
      hotelClusterJson(externalHotel, [], context, {
        favourite: favourites.has(externalHotel.id),
        withDetail: true,
        distanceKm: null,
        disabled: true,
      }),
      ...similar,
    );
  }
  const withCounts = viewType === "simple" && !pending;
  const city = search.cities[0];
  return c.json({
    done: true,
    hotels: clusters,
    filters: filterOptions(
      candidates,
      search,
      { currentPage: result.currentPage, countPages: result.countPages, totalItems: result.matches.length },
      withCounts,
      context.language,
    ),
    countryTax: city?.country !== "AR",
    rgTax: true,
    perNight: true,
    currency: { grossCurrency: { code: search.currency } },
    showActiveView: activeView(c),
    isExpanded: false,
    viewType,
    ...flags,
    sort: filters.sorting.sortFieldName ?? "bestvalue",
    extras: {
      isHotelSearch: true,
      destinationId:
        route.destination._tag === "DestinationCoordinates"
          ? `${route.destination.latitude},${route.destination.longitude}`
          : route.destination.id,
      destination: city?.name[context.language] ?? "",
    },
    xTotalCount: result.matches.length,
    xPendingResults: pending ? "true" : "false",
    ttl: scenarioActive(c, "session-ttl") ? SESSION_TTL_SCENARIO_SECONDS : HOTEL_SEARCH_TTL_SECONDS,
    ...(result.matches.length === 0 && !pending ? { message: "No vinieron hoteles en la busqueda solicitada" } : {}),
  });
};

const decodeSearch = decodeField(HotelSearchRequest);
const decodeOffers = decodeField(HotelOffersRequest);

/** Accepts a moment-style date format (`DD/MM/YYYY`, `YYYY-MM-DD HH:mm`…): tokens and separators only. */
const MOMENT_FORMAT = /^(?:YYYY|YY|MM|DD|HH|mm|[ /.:,-]){1,12}$/;

/**
 * Hotel search side of the demo API (spec 001 §7): search (simple, aggregated, progressive, related rates), offers,
 * more rate options, catalogue and cancellation policies.
 */
export const hotelRoutes = new Hono<DemoEnv>()
  .post("/search/hotel", async (c) => {
    const posted = await demoFormEntries(c);
    if (Result.isFailure(posted)) return badRequest(c, posted.failure);
    const entries = posted.success;
    const parsed = parseHotelSearchForm(entries);
    if (Result.isFailure(parsed)) return demoBadRequest(c, parsed.failure.field, parsed.failure.reason);
    const form = parsed.success;
    const next = buildHotelResultsUrl({
      destination: form.destinationId,
      checkIn: form.checkIn,
      checkOut: form.checkOut,
      rooms: form.rooms,
      options: {
        ...hotelResultsOptionsDefault,
        availability: form.availability,
        externalHotelReference: form.externalHotelReference === "" ? null : form.externalHotelReference,
        hotelName: form.hotelName === "" ? null : form.hotelName,
      },
    });
    const checked = resolveHotelSearch(c.get("demo").inventory, next, demoToday(c), demoCurrency(c));
    if (!checked.ok) {
      const field =
        checked.problem.field === "destination"
          ? "search[destinationId]"
          : checked.problem.field.startsWith("rooms")
            ? "search[adults][]"
            : `search[${checked.problem.field}]`;
      return demoBadRequest(c, field, checked.problem.reason);
    }
    return demoAnswerNext(c, next);
  })
  .post("/api/v1/hotels/search", async (c) => {
    const body = await readJsonBody(c, HotelSearchRequest);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const progressive = body.success.progressiveResults === true || isProgressiveResultsUrl(body.success.url);
    return searchReply(c, body.success.url, progressive);
  })
  .post("/api/v1/hotels/offers", async (c) => {
    // The fixed options travel in the body (core/api `HotelOffersRequest`) or in the url's query
    // (core/routes `buildHotelRecommendedOffersUrl`): accept both.
    const raw = await readJsonValue(c);
    if (Result.isFailure(raw)) return badRequest(c, raw.failure);
    const asBody = decodeOffers(raw.success);
    const asUrl = decodeSearch(raw.success);
    if (Result.isFailure(asUrl)) return demoBadRequest(c, asUrl.failure.field, asUrl.failure.message);
    if (Result.isFailure(asBody)) {
      const fixed = parseHotelRecommendedOffersUrl(asUrl.success.url);
      if (Result.isFailure(fixed)) return demoBadRequest(c, fixed.failure.field, fixed.failure.reason);
    }
    const body = { value: { url: asUrl.success.url } };
    const demo = c.get("demo");
    const resolved = resolveHotelSearch(demo.inventory, body.value.url, demoToday(c), demoCurrency(c));
    if (!resolved.ok) return demoBadRequest(c, resolved.problem.field, resolved.problem.reason);
    const search = {
      ...resolved.value,
      state: {
        ...resolved.value.state,
        filters: {
          ...resolved.value.state.filters,
          offers: { ...resolved.value.state.filters.offers, offer: true },
          requestNonRefundableRates: false,
          sorting: { sortFieldName: "bestvalue" },
          pagination: { currentPage: 1 },
        },
      },
    };
    const result = hotelSearchPage(hotelCandidates(demo.inventory, search), search);
    const context = replyContext(c, search.currency);
    return c.json({
      done: true,
      hotels: result.page.slice(0, 6).map((match) =>
        hotelClusterJson(
          match.hotel.hotel,
          matchInventoryRates(demo.inventory, search.stay, match).slice(0, 1),
          context,
          {
            withDetail: false,
            distanceKm: null,
          },
        ),
      ),
      currency: { grossCurrency: { code: search.currency } },
      perNight: true,
      sort: "bestvalue",
      xTotalCount: Math.min(6, result.matches.length),
    });
  })
  .post("/api/v1/hotels/searchMoreRateOptions", async (c) => {
    const body = await readJsonBody(c, HotelMoreRatesRequest);
    if (Result.isFailure(body)) return badRequest(c, body.failure);
    const demo = c.get("demo");
    const resolved = resolveHotelSearch(demo.inventory, body.success.url, demoToday(c), demoCurrency(c));
    if (!resolved.ok) return demoBadRequest(c, resolved.problem.field, resolved.problem.reason);
    const more = parseHotelMoreOptionsUrl(body.success.url);
    if (Result.isFailure(more)) return demoBadRequest(c, more.failure.field, more.failure.reason);
    const { roomHash, board, omniCodes, ratesPage } = more.success.query;
    if (omniCodes.length === 0) return demoBadRequest(c, "omniCodes", "is required");
    const context = replyContext(c, resolved.value.currency);
    if (ratesPage !== null) {
      // A page of each hotel's rates on demand (aggregated view, `hotelsV2TariffOnDemand`).
      const hotels = resolved.value.scope.flatMap((hotel) => {
        const all = demo.inventory.ratesOf(hotel, resolved.value.stay);
        const page = ratesOnDemandPage(
          roomHash === null ? all : all.filter((rate) => rate.roomsHash === roomHash),
          ratesPage,
          board,
        );
        return page.rates.length === 0
          ? []
          : [
              hotelClusterJson(hotel, page.rates, context, {
                withDetail: false,
                distanceKm: null,
                rateExtra: page.extra,
              }),
            ];
      });
      return c.json({ done: true, hotels });
    }
    if (scenarioActive(c, "more-options-empty")) return c.json({ done: true, hotels: [] });
    const hotels = resolved.value.scope.flatMap((hotel) => {
      const city = placeCity(hotel.cityCode);
      if (city === undefined) return [];
      const parents = demo.inventory
        .ratesOf(hotel, resolved.value.stay)
        .filter(
          (rate) => rate.moreOptions && rate.roomsHash === roomHash && (board === null || rate.board.code === board),
        );
      const options = parents.flatMap((parent) =>
        inventoryMoreRateOptions(demo.inventory.seed, hotel, city, resolved.value.stay, parent),
      );
      return options.length === 0
        ? []
        : [hotelClusterJson(hotel, options, context, { withDetail: false, distanceKm: null })];
    });
    return c.json({ done: true, hotels });
  })
  .get("/api/v1/hotels/catalog/", (c) => c.json({ done: false, error: "Hotel ID can't be empty" }, 400))
  .get("/api/v1/hotels/catalog/:hotelDetailId", (c) => {
    const id = c.req.param("hotelDetailId");
    if (id.trim() === "") return c.json({ done: false, error: "Hotel ID can't be empty" }, 400);
    if (!/^\d{1,12}$/.test(id)) return demoBadRequest(c, "hotelDetailId", "must be digits");
    const hotel = c.get("demo").inventory.hotel(id);
    if (hotel === undefined) return demoNotFound(c, "hotelDetailId", `unknown hotel ${id}`);
    if (scenarioActive(c, "detail-fail")) return c.json({ done: false, error: "detail unavailable" }, 500);
    return c.json({
      done: true,
      detail: editedHotelDetailJson(c.get("demo").db, hotel, demoLanguage(c)),
      showSuppliers: c.get("user")?.portalType === "B2B",
      error: null,
    });
  })
  .get("/api/v1/hotels/politics/:tripProductId/:momentFormat/:flag", (c) => {
    const demo = c.get("demo");
    const tripProductId = c.req.param("tripProductId");
    const momentFormat = decodeURIComponent(c.req.param("momentFormat"));
    if (c.req.param("flag") !== "false") return demoBadRequest(c, "flag", 'expected "false"');
    if (!MOMENT_FORMAT.test(momentFormat))
      return demoBadRequest(c, "momentFormat", "expected date tokens such as DD/MM/YYYY");
    const parts = parseHotelTripProductId(tripProductId);
    if (parts === undefined) return demoBadRequest(c, "tripProductId", "Hotel ID can't be empty or malformed");
    const hotel = demo.inventory.hotel(parts.hotelId);
    const rate = hotel === undefined ? undefined : demo.inventory.rate(hotel, parts.stay, parts.index);
    if (hotel === undefined || rate === undefined)
      return demoNotFound(c, "tripProductId", `unknown rate ${tripProductId}`);
    if (scenarioActive(c, "policy-fail")) return c.json({ done: false, error: "policy unavailable" }, 500);
    const currency = demoCurrency(c);
    const today = demoToday(c);
    const language = demoLanguage(c);
    if (!rate.alternative && !scenarioActive(c, "policy-206")) {
      return c.json({
        status: 200,
        data: inventoryHotelPolicy(demo.inventory.seed, rate, parts.stay, today, currency, momentFormat, language),
      });
    }
    // The rate is gone: the policy of the closest alternative, with the ids to quote it by (spec 001 §7, 206).
    const alternatives = demo.inventory
      .ratesOf(hotel, parts.stay)
      .filter((other) => other.tripProductId !== rate.tripProductId && !other.alternative)
      .sort((a, b) => Math.abs(a.totalUsdMinor - rate.totalUsdMinor) - Math.abs(b.totalUsdMinor - rate.totalUsdMinor));
    const alternative = alternatives[0];
    if (alternative === undefined) {
      return c.json({
        status: 200,
        data: inventoryHotelPolicy(demo.inventory.seed, rate, parts.stay, today, currency, momentFormat, language),
      });
    }
    return c.json(
      {
        status: 206,
        data: {
          ...inventoryHotelPolicy(
            demo.inventory.seed,
            alternative,
            parts.stay,
            today,
            currency,
            momentFormat,
            language,
          ),
          alternativeProductIds: [alternative.tripProductId],
        },
      },
      206,
    );
  });
