import type { Context, MiddlewareHandler } from "hono";
import type { DemoEnv } from "./context.js";
import { visitorState } from "./visitor.js";

/** The request header that switches scenarios on for one call: `x-demo-scenario: quote-500,out-of-limit`. */
export const SCENARIO_HEADER = "x-demo-scenario";

/**
 * Every demo scenario, with what it does. A test switches scenarios on for one request (the
 * {@link SCENARIO_HEADER} header) or for the whole browser session (`POST /api/demo/scenario {names}`), and the
 * next calls branch so that every row of the spec's error catalogues can be reached from a browser.
 *
 * `owner` says who honours it: `accounts` (the accounts routes), `middleware` (the scenario middleware answers the
 * failing call before any route runs, see {@link SCENARIO_FAILURES}) or `search` (the search routes, which call
 * {@link scenarioActive}).
 */
export const DEMO_SCENARIOS = {
  "budget-add-409": {
    owner: "accounts",
    does: "POST api/budget/addProduct answers 409 (spec 000 §8: 'Actualmente no existe ningún presupuesto activo').",
  },
  "budget-add-fail": { owner: "accounts", does: "POST api/budget/addProduct answers 500 (the 'other failure' row)." },
  "budget-create-409": {
    owner: "accounts",
    does: "POST api/budget/create answers 409 with a server message (shown as a warning).",
  },
  "budget-list-fail": {
    owner: "accounts",
    does: "api/budget/list, search and filter answer 500 ('No se pudieron recuperar los presupuestos').",
  },
  "draft-401": { owner: "accounts", does: "POST /v3/api/create/draft answers 401 (the portal goes to /logout)." },
  "draft-fail": { owner: "accounts", does: "POST /v3/api/create/draft answers 500 ('error al crear draft')." },
  "deadline-reached": {
    owner: "accounts",
    does: "Budget add and hotel quote reply with deadlineReached: true (limited-permission warning).",
  },
  "out-of-limit": {
    owner: "accounts",
    does: "Budget add and hotel quote reply with outOfLimit: true ('No hay crédito disponible…').",
  },
  "alternative-rate": {
    owner: "accounts",
    does: "The hotel quote replies alternativeRate: true with its next URL (notice, then redirect); budget add replies alternativeRate: true (disclaimer).",
  },
  "quote-500": { owner: "accounts", does: "The hotel and house quote answer 500 (the portal does not retry)." },
  "quote-fail": { owner: "accounts", does: "The hotel and house quote answer 503 every time (the portal retries 3×)." },
  "quote-flaky": {
    owner: "accounts",
    does: "The hotel quote answers 503 twice per visitor and rate, then succeeds (proves the retries).",
  },
  "user-fail": { owner: "accounts", does: "GET /api/user answers 500 ('error al recuperar el usuario')." },
  "session-expired": {
    owner: "accounts",
    does: "GET /api/session-status says loggedIn: false and calls that need a login answer 401.",
  },
  "session-ttl": {
    owner: "search",
    does: "Search replies carry ttl: 5, so the session-expired overlay shows after 5 seconds.",
  },
  "requote-change": {
    owner: "accounts",
    does: "GET api/budget/requote quotes the budget's first priced item 10% dearer (and acceptPrices keeps that price).",
  },
  "requote-withdraw": {
    owner: "accounts",
    does: "GET api/budget/requote answers the budget's last re-quotable item as gone, with its hotel's closest rates.",
  },
  maintenance: { owner: "accounts", does: "The header reply carries an active maintenance banner (B2B users see it)." },
  freezing: { owner: "accounts", does: "The header reply carries maintenance with freezing: true (screen blocker)." },
  arrears: {
    owner: "accounts",
    does: "GET /api/get-defaulter-message answers arrears messages for any user.",
  },
  "arrears-fail": { owner: "accounts", does: "GET /api/get-defaulter-message answers 500 (only logged)." },
  "counters-fail": { owner: "accounts", does: "Header counters and /api/v2/counters answer 500." },
  "home-image-fail": {
    owner: "accounts",
    does: "getHomeSearchImage and getMainImage answer 500 (the portal falls back to the flights image).",
  },
  "favourite-fail": { owner: "accounts", does: "Favourite add and delete answer 500 ('Ups!' warning)." },
  "newsletter-fail": { owner: "accounts", does: "POST /api/newsletter answers 500." },
  "email-fail": {
    owner: "accounts",
    does: "/hotel/email and /hotel/emailPDF answer 500 ('No se ha enviado tu correo').",
  },
  "pdf-fail": { owner: "accounts", does: "Every PDF and voucher call answers 500 ('Por el momento no puede…')." },
  "voucher-offline": {
    owner: "accounts",
    does: "printVoucher replies offline: true (the 'Recuperamos la información histórica…' warning).",
  },
  "search-empty": {
    owner: "search",
    does: "Hotel, house, flight, package, transfer and activity searches return no results.",
  },
  "search-fail": {
    owner: "middleware",
    does: "Hotel, house, flight, package, transfer and activity searches answer 500 ('Fallo al recuperar los resultados').",
  },
  "search-never-finishes": {
    owner: "search",
    does: "A progressive search keeps answering xPendingResults: 'true' forever (the time budget ends it).",
  },
  "calendar-fail": {
    owner: "middleware",
    does: "POST /api/v1/flights/calendar answers 500 ('Fallo al recuperar el calendario').",
  },
  "policy-fail": {
    owner: "middleware",
    does: "The cancellation-policy call answers 500 (rate row status 9, disabled; 'No pudimos obtener las políticas…').",
  },
  "policy-206": { owner: "search", does: "The cancellation-policy call answers 206 with alternative product ids." },
  "detail-fail": {
    owner: "middleware",
    does: "GET /api/v1/hotels/catalog/{id} answers 500 (unexpected-error state, 'Lo sentimos. Tu solicitud…').",
  },
  "more-options-fail": {
    owner: "middleware",
    does: "POST /api/v1/hotels/searchMoreRateOptions answers 500 ('No se encontraron opciones para la tarifa…').",
  },
  "rules-fail": { owner: "middleware", does: "GET /api/v1/flights/rules/{ids} answers 500." },
  "locations-fail": {
    owner: "middleware",
    does: "Location, autocomplete and finder calls answer 500 ('Error al cargar los resultados').",
  },
  "place-detail-fail": {
    owner: "middleware",
    does: "GET /api/complete/place/{ref} answers 500 ('Error calling Places API').",
  },
  "index-save-fail": {
    owner: "middleware",
    does:
      "POST /api/complete/insertHotel and insertPoi answer 500 ('Error Saving document into index'); the back office's " +
      "POI save still answers 200 with indexed: false (spec 000 §8: swallowed) and logs the error.",
  },
  "currency-fail": { owner: "middleware", does: "Every /currency/ call answers 500 (the portal ignores it silently)." },
  "more-options-empty": {
    owner: "search",
    does: "searchMoreRateOptions finds nothing ('No se encontraron opciones para la tarifa seleccionada').",
  },
  "hotel-disabled": { owner: "search", does: "The searched hotel comes back disabled with similar hotels." },
  "view-normal": {
    owner: "search",
    does: "Hotel search replies carry showActiveView: 'normal' (the list view on desktop too).",
  },
  "view-carousel": { owner: "search", does: "Hotel search replies carry showActiveView: 'carousel'." },
  "view-map": {
    owner: "search",
    does: "Hotel search replies carry showActiveView: 'mapa' (the map with the selected hotel's info box).",
  },
  "view-aggregated-basic": {
    owner: "search",
    does: "A hotel search whose URL names no viewType answers as viewType 'aggregated-basic' (no detail, no counts).",
  },
  "view-aggregated-enriched": {
    owner: "search",
    does: "A hotel search whose URL names no viewType answers as viewType 'aggregated-enriched'.",
  },
  "rates-on-demand": {
    owner: "search",
    does: "Hotel searches reply hotelsV2TariffOnDemand: true: a simple view's clusters come without rates (a search narrowed to one hotel by externalHotelReference brings them); an aggregated view's bring their first 10, and searchMoreRateOptions with ratesPage={n} the next pages.",
  },
} as const satisfies Record<string, { readonly owner: "accounts" | "search" | "middleware"; readonly does: string }>;

/** A scenario's name. */
export type DemoScenarioName = keyof typeof DEMO_SCENARIOS;

/** Whether a string names a scenario. */
export const isDemoScenarioName = (name: string): name is DemoScenarioName => Object.hasOwn(DEMO_SCENARIOS, name);

const SESSION_KEY = "scenarios";

const splitNames = (raw: string | undefined): string[] =>
  (raw ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");

/** The scenarios set for the whole browser session of the current visitor. */
const sessionScenarios = (c: Context<DemoEnv>): DemoScenarioName[] =>
  splitNames(visitorState(c.get("demo"), c.get("visitorId")).get(SESSION_KEY)).filter(isDemoScenarioName);

/** Replaces the scenarios of the current visitor's browser session (an empty list clears them). */
export const setSessionScenarios = (c: Context<DemoEnv>, names: readonly DemoScenarioName[]): void => {
  const state = visitorState(c.get("demo"), c.get("visitorId"));
  if (names.length === 0) state.delete(SESSION_KEY);
  else state.set(SESSION_KEY, [...new Set(names)].join(","));
};

/** Every scenario active for this request: the header's plus the browser session's. */
export const activeScenarios = (c: Context<DemoEnv>): DemoScenarioName[] => [
  ...new Set([...splitNames(c.req.header(SCENARIO_HEADER)).filter(isDemoScenarioName), ...sessionScenarios(c)]),
];

/**
 * Whether a scenario is on for this request (header or browser session). Routes branch on it.
 *
 * @example if (scenarioActive(c, "search-fail")) return c.json({ done: false, error: "…" }, 500);
 */
export const scenarioActive = (c: Context<DemoEnv>, name: DemoScenarioName): boolean =>
  splitNames(c.req.header(SCENARIO_HEADER)).includes(name) || sessionScenarios(c).includes(name);

/** A call that a `middleware` scenario makes fail: which requests, and the reply. */
interface ScenarioFailure {
  readonly method: "GET" | "POST" | "ANY";
  readonly path: RegExp;
  readonly body: Readonly<Record<string, unknown>>;
}

const failure = (method: ScenarioFailure["method"], path: RegExp, error: string, extra = {}): ScenarioFailure => ({
  method,
  path,
  body: { done: false, error, ...extra },
});

/**
 * The calls each `middleware` scenario makes fail with a 500, answered before any route runs so the error rows of
 * the search side are reachable whatever the routes do (spec 000 §8, 001 §8, 002 §8 texts in `error`).
 */
const SCENARIO_FAILURES: { readonly [name in DemoScenarioName]?: readonly ScenarioFailure[] } = {
  "search-fail": [
    failure(
      "POST",
      /^\/api\/v1\/(hotels|houses|flights|transfers|activities)\/search$/,
      "Fallo al recuperar los resultados",
      {
        responseError: true,
      },
    ),
    failure("GET", /^\/api\/v1\/flightsHotels\/search$/, "Fallo al recuperar los resultados", { responseError: true }),
  ],
  "calendar-fail": [failure("POST", /^\/api\/v1\/flights\/calendar$/, "Fallo al recuperar el calendario")],
  "policy-fail": [
    failure("GET", /^\/api\/v1\/hotels\/politics\//, "Disculpe, no se pudieron cargar las politicas.", { status: 500 }),
  ],
  "detail-fail": [
    failure(
      "GET",
      /^\/api\/v1\/hotels\/catalog\//,
      "Lo sentimos. Tu solicitud no se ha podido completar en este momento.",
    ),
  ],
  "more-options-fail": [
    failure(
      "POST",
      /^\/api\/v1\/hotels\/searchMoreRateOptions$/,
      "No se encontraron opciones para la tarifa seleccionada",
    ),
  ],
  "rules-fail": [failure("GET", /^\/api\/v1\/flights\/rules\//, "rules unavailable")],
  "locations-fail": [
    failure("GET", /^\/api\/(locations|locations-all|locations-plus)\//, "Error al cargar los resultados"),
    failure("GET", /^\/api\/complete\/(?!place\/)/, "Error al cargar los resultados"),
    failure("GET", /^\/portal\/citiesAirports\//, "Error al cargar los resultados"),
    failure("POST", /^\/backend\/[\w-]+\/find-[\w-]+$/, "Error al cargar los resultados"),
  ],
  "place-detail-fail": [failure("GET", /^\/api\/complete\/place\//, "Error calling Places API")],
  "index-save-fail": [failure("POST", /^\/api\/complete\/insert(Hotel|Poi)$/, "Error Saving document into index")],
  "currency-fail": [failure("ANY", /^\/currency\//, "currency unavailable")],
};

/**
 * Refuses a request whose scenario header names an unknown scenario (a 400 naming the header), and answers the
 * calls that an active `middleware` scenario makes fail (see {@link SCENARIO_FAILURES}).
 */
export const scenarioHeaderMiddleware: MiddlewareHandler<DemoEnv> = async (c, next) => {
  const unknown = splitNames(c.req.header(SCENARIO_HEADER)).filter((name) => !isDemoScenarioName(name));
  if (unknown.length > 0) {
    return c.json(
      { done: false, error: `${SCENARIO_HEADER}: unknown scenario ${unknown.join(", ")}`, field: SCENARIO_HEADER },
      400,
    );
  }
  for (const name of activeScenarios(c)) {
    const hit = SCENARIO_FAILURES[name]?.find(
      (candidate) =>
        (candidate.method === "ANY" || candidate.method === c.req.method) && candidate.path.test(c.req.path),
    );
    if (hit !== undefined) return c.json(hit.body, 500);
  }
  await next();
};
