// The pages `npm run bench` measures with Lighthouse (scripts/bench/20-lighthouse.mjs) and loads for their first call
// (scripts/bench/25-first-call.mjs), on the build `npm start` serves. One line per page: a name for the table, the path
// to load (with its query, if any), or a function of the bench's run date and the running portal that returns it
// (results pages: dates a month ahead, built by core's route builders, so the search is always in the future; the
// detail pages: the hotel or house the demo lists first for that stay), and `call`: the path of the page's first API
// call (its search, or its catalogue), whose start the first-call section times; `login`, on a page that needs one,
// the demo user the sections log in as first (the budget pages: the demo agent). `npm run bench -- WORD` runs the
// pages whose name contains WORD (e.g. `results`).
import {
  activityResultsPath,
  bundleResultsPath,
  circuitResultsPath,
  flightResultsPath,
  hotelDetailPathFromResults,
  hotelResultsPath,
  houseDetailPathFromResults,
  houseResultsPath,
  packageResultsPath,
  transferResultsPath,
} from "./_resultsUrls.mjs";

/** The demo's agent (packages/testkit's demo users): budgets are an agent's pages. */
const AGENT = { username: "agente", password: "demo1234" };

/**
 * What a signed-in user's local storage holds: the flag the portal's login sets (core's `USER_LOGGED_KEY`), which the
 * shell's first script reads before it sends a signed-in page's first call. Lighthouse would clear it (and a session
 * cookie without it is a state no user reaches through the portal): the Lighthouse section writes it into the cleared
 * origin first (`storage`, scripts/bench/_seedStorage.mjs).
 */
const SIGNED_IN = { userIsLogged: "true" };

/**
 * A budget of the agent's, made through the demo API for the run (a fresh demo holds none): its detail page's path
 * (`/mybudgets/{id}`). A budget with its title and customer, without products, as the agent's 'Nuevo presupuesto' makes it.
 */
const budgetDetailPath = async (portal) => {
  const cookie = await portal.login(AGENT);
  const draft = { title: "Bench: luna de miel", firstName: "Ana", lastName: "López", comments: "bench" };
  const reply = await portal.postJson("/api/budget/create", { budget: draft }, cookie);
  const id = reply.body?.budget?.quotationId;
  if (reply.status !== 200 || typeof id !== "string")
    throw new Error(`the demo's budget create answered ${reply.status}`);
  return `/mybudgets/${encodeURIComponent(id)}`;
};

export const LIGHTHOUSE_PAGES = [
  // A first visit: the product tour's first step opens over the search box once the page has loaded.
  { name: "home", path: "/", call: null },
  // A returning visitor who closed the tour (core's `tourSeenKey(null)`): the home as most of its visits draw it.
  { name: "home, tour closed", path: "/", call: null, storage: { "travesia.tourSeen.visitor": "1" } },
  {
    name: "hotel results (Madrid)",
    path: (runDate) => hotelResultsPath("MAD", runDate),
    call: "/api/v1/hotels/search",
  },
  // The first Madrid hotel with rates for the stay, as its results card opens it (asked of the running demo).
  {
    name: "hotel detail (Madrid)",
    path: (runDate, portal) => hotelDetailPathFromResults(portal, "MAD", runDate),
    call: "/api/v1/hotels/catalog/",
  },
  {
    name: "house results (Punta del Este)",
    path: (runDate) => houseResultsPath(runDate),
    call: "/api/v1/houses/search",
  },
  {
    name: "house detail (Punta del Este)",
    path: (runDate, portal) => houseDetailPathFromResults(portal, runDate),
    call: "/api/v1/houses/search",
  },
  {
    name: "flight results (Buenos Aires–Miami)",
    path: (runDate) => flightResultsPath(["Buenos Aires", "BUE"], ["Miami", "MIA"], runDate),
    call: "/api/v1/flights/search",
  },
  {
    name: "package results (Buenos Aires–Cancún)",
    path: (runDate) => packageResultsPath(runDate),
    call: "/api/v1/flightsHotels/search",
  },
  // The search of 'Explorar nuestras propuestas' itself: the page's other call under the same path (the themes,
  // `getTematics`) was counted as the search asked again.
  {
    name: "bundle results (all proposals)",
    path: () => bundleResultsPath(),
    call: "/dynamicVacationBundle/getAllResults",
  },
  // Transfers, as activities, are offered to a signed-in user whose record allows them (spec 000 §1; a visitor's page
  // says they are not): the demo agent's page.
  {
    name: "transfer results (Ezeiza–Buenos Aires)",
    path: (runDate) => transferResultsPath(runDate),
    call: "/api/v1/transfers/search",
    login: AGENT,
    storage: SIGNED_IN,
  },
  // Activities are offered to a signed-in user whose record holds `act` (an anonymous visitor gets the notice that
  // they are not offered, and the page sends no search): the demo agent's page.
  {
    name: "activity results (Buenos Aires)",
    path: (runDate) => activityResultsPath(runDate),
    call: "/api/v1/activities/search",
    login: AGENT,
    storage: SIGNED_IN,
  },
  {
    name: "circuit results (Europe)",
    path: (runDate) => circuitResultsPath(runDate),
    call: "/api/v1/circuits/search",
  },
  // The agent's budgets (spec 000 §2 /mybudgets) and one budget's detail: pages behind a login.
  { name: "budget list (agent)", path: "/mybudgets", call: "/api/budget/list", login: AGENT, storage: SIGNED_IN },
  {
    name: "budget detail (agent)",
    path: (_runDate, portal) => budgetDetailPath(portal),
    call: "/api/budget/get/",
    login: AGENT,
    storage: SIGNED_IN,
  },
];
