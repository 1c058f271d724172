import {
  catalogEsPages,
  DETAIL_GALLERY_PHOTO_SLOTS,
  LANGUAGE_COOKIE_NAME,
  type Language,
  pageStandInReplySlot,
  pageStandInSlot,
} from "@travesia/core";
import { memoryStorage, PortalProvider, type PortalStorage, type PortalStoresInitial } from "@travesia/hooks";
import { type ReactElement, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from "react-router-dom";
import { ActivityResultsStandIn } from "../activity/ActivityResultsPage/ActivityResultsPage";
import { BudgetCustomerView } from "../budget/BudgetCustomerViewPage/BudgetCustomerView";
import { BudgetDetailStandIn } from "../budget/BudgetDetail/BudgetDetailStandIn";
import { BudgetListStandIn } from "../budget/BudgetListPage/BudgetListPage";
import { BundleResultsStandIn } from "../bundle/BundleResultsPage/BundleResultsPage";
import { CircuitResultsStandIn } from "../circuit/CircuitResultsPage/CircuitResultsPage";
import { FlightResultsStandIn } from "../flight/FlightResultsPage/FlightResultsPage";
import { AccommodationDetailStandIn } from "../hotel/HotelDetailPage/AccommodationDetailStandIn";
import { HotelResultsStandIn } from "../hotel/HotelResultsPage/HotelResultsPage";
import { addSpanishPageTexts, preloadCatalog } from "../i18n/loadCatalog";
import { PortalLanguageProvider } from "../i18n/PortalLanguage";
import { PackageResultsStandIn } from "../package/PackageResultsPage/PackageResultsPage";
import { ShellConnected } from "../shell/Shell/ShellConnected";
import { TransferResultsStandIn } from "../transfer/TransferResultsPage/TransferResultsPage";
import { routes } from "./routes";

/** Whom a shell's header is drawn for: a visitor, or a signed-in user (named by the server: `userFirstName`). */
export type ShellSession = "visitor" | "signedIn";

/** A visitor's storage as the server sees it: empty, except the language cookie it was sent. */
const visitorStorage = (language: Language): PortalStorage => ({
  local: memoryStorage(),
  session: memoryStorage(),
  cookies: {
    get: (name) => (name === LANGUAGE_COOKIE_NAME ? language : undefined),
    set: () => {},
  },
  onOtherTabChange: () => () => {},
});

/**
 * The user store a shell's header is drawn from: nobody known, or a signed-in user whose record the portal's server
 * read (its first name a slot the server fills: core's `pageFirstRepliesUserValues`), as the client draws it (`documentUser.ts`).
 */
const shellStores = (session: ShellSession): PortalStoresInitial =>
  session === "visitor"
    ? {}
    : {
        user: {
          status: "signedIn",
          user: {
            id: "",
            firstName: pageStandInReplySlot("userFirstName"),
            lastName: "",
            portalId: null,
            allowedProducts: [],
          },
        },
      };

/** The server never calls the API while prerendering: every hook stays in its loading state, as on the client. */
const neverAnswers = () => new Promise<Response>(() => {});

/** Draws `path` of `pageRoutes` in one language as the client's first render would, the API never answering. */
const renderRoute = async (
  language: Language,
  pageRoutes: RouteObject[],
  path: string,
  session: ShellSession = "visitor",
): Promise<string> => {
  await preloadCatalog(language);
  const handler = createStaticHandler(pageRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <PortalProvider fetcher={neverAnswers} storage={visitorStorage(language)} initial={shellStores(session)}>
        <PortalLanguageProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PortalLanguageProvider>
      </PortalProvider>
    </StrictMode>,
  );
};

/**
 * The home's markup in one language exactly as the client's first render draws it (spec 000 §4: the `ml` cookie; the
 * lazy widgets' placeholders), for `hydrateRoot` to adopt; `"signedIn"`: a user's, a shell the first render replaces.
 */
export const renderHome = (language: Language, session?: ShellSession) => renderRoute(language, routes, "/", session);
export { renderTourStandIn } from "../tour/ProductTour/ProductTourStandIn";

/** A detail page's header: slots the server fills from the page's first replies (core's `pageStandInReplyValues`). */
const ACCOMMODATION_HEADER = {
  name: pageStandInReplySlot("name"),
  stars: pageStandInReplySlot("stars"),
  recommendation: pageStandInReplySlot("recommendation"),
  badge: pageStandInReplySlot("badge"),
  reviewImage: pageStandInReplySlot("reviewImage"),
  reviews: pageStandInReplySlot("reviews"),
  address: pageStandInReplySlot("address"),
  photos: DETAIL_GALLERY_PHOTO_SLOTS.map(pageStandInReplySlot),
};

/** An activity results page's heading, count and first card: slots the server fills from the page's first replies. */
const ACTIVITY_RESULTS = {
  title: pageStandInReplySlot("title"),
  count: pageStandInReplySlot("count"),
  image: pageStandInReplySlot("cardImage"),
  texts: {
    category: pageStandInReplySlot("cardKicker"),
    name: pageStandInReplySlot("cardName"),
    details: pageStandInReplySlot("cardLine"),
    reviews: pageStandInReplySlot("cardSubline"),
    freeCancellation: pageStandInReplySlot("cardNote"),
    price: pageStandInReplySlot("cardPrice"),
  },
};

/** A circuit results page's heading, search line, count and first card: slots the server fills from its first replies. */
const CIRCUIT_RESULTS = {
  title: pageStandInReplySlot("title"),
  searchLine: pageStandInReplySlot("summary"),
  count: pageStandInReplySlot("count"),
  texts: {
    figure: pageStandInReplySlot("cardFigure"),
    length: pageStandInReplySlot("cardKicker"),
    name: pageStandInReplySlot("cardName"),
    route: pageStandInReplySlot("cardLine"),
    countries: pageStandInReplySlot("cardSubline"),
    departures: pageStandInReplySlot("cardNote"),
    available: true,
    price: pageStandInReplySlot("cardPrice"),
  },
};

/** A budget's heading, card and whether it holds services: slots the server fills from the page's first reply. */
const BUDGET_DETAIL = {
  title: pageStandInReplySlot("title"),
  customer: pageStandInReplySlot("budgetCustomer"),
  comments: pageStandInReplySlot("budgetComments"),
  age: pageStandInReplySlot("budgetTime"),
  items: pageStandInReplySlot("budgetItems"),
};

/**
 * What a page route's shell shows in the page's place, by the route's name in routes.tsx (the name the build's
 * `.vite/route-preloads.json` and the portal's server match a path to): the parts of the page that follow from the
 * route and its URL alone and stand exactly where the page draws them. Today the heading of the hotel, house, flight,
 * package and transfer results pages, their largest text before the results come; the package results page drawn
 * whole as it stands while its search runs (heading, the search's summary, whose three lines outgrow a flight card's
 * leg title on a phone, and the loading line); a value of the URL (the flight's or the package's city, the package's
 * summary lines, the transfer's ends) is a slot (core's `pageStandInSlot`) that the server fills from the URL (core's
 * `fillPageStandIn`). The budget list stands in as a signed-in user's first render draws it, loading: heading, tools
 * and rows' shapes. A budget's page stands in with its heading and card, and for a budget without services the whole
 * page, values of its first reply (below). A hotel's or a house's detail page stands in with its
 * header (name, facts line, address), values of the page's first replies (core's `pageStandInReplySlot`) that the portal's
 * own server fills once it has answered those calls in process and writes the replies into the document for the page
 * to adopt; a static host sends the plain shell. The activity results page stands in likewise with its heading, count
 * and first card (a signed-in agent's: the user's record and the search are its first replies), the circuit results
 * page with its heading, search line, count and first card (the portal's configuration, asked with the user's record,
 * says whether circuits are offered), and the bundle results page with its heading (the URL's), the search it shows
 * and its count (the reply's) down to the price grid's title.
 * Any other page drawn from its reply has none.
 */
const ROUTE_STAND_INS: Readonly<Record<string, () => ReactElement>> = {
  hotelResults: () => <HotelResultsStandIn kind="hotel" />,
  hotelMilestone: () => <HotelResultsStandIn kind="hotel" />,
  houseResults: () => <HotelResultsStandIn kind="house" />,
  flightResults: () => (
    <FlightResultsStandIn
      toCity={pageStandInSlot("city")}
      route={pageStandInSlot("route")}
      details={pageStandInSlot("details")}
    />
  ),
  packageResults: () => (
    <PackageResultsStandIn
      toCity={pageStandInSlot("city")}
      route={pageStandInSlot("route")}
      flightDates={pageStandInSlot("dates")}
      travellers={pageStandInSlot("travellers")}
    />
  ),
  transferResults: () => <TransferResultsStandIn from={pageStandInSlot("from")} to={pageStandInSlot("to")} />,
  budgetList: () => <BudgetListStandIn />,
  budgetDetail: () => <BudgetDetailStandIn {...BUDGET_DETAIL} />,
  activityResults: () => <ActivityResultsStandIn {...ACTIVITY_RESULTS} />,
  activityPlusResults: () => <ActivityResultsStandIn {...ACTIVITY_RESULTS} />,
  circuitResults: () => <CircuitResultsStandIn {...CIRCUIT_RESULTS} />,
  bundleResults: () => (
    <BundleResultsStandIn
      title={pageStandInSlot("heading")}
      summary={pageStandInReplySlot("summary")}
      count={pageStandInReplySlot("count")}
    />
  ),
  hotelDetail: () => <AccommodationDetailStandIn {...ACCOMMODATION_HEADER} hotelActions />,
  houseDetail: () => <AccommodationDetailStandIn {...ACCOMMODATION_HEADER} hotelActions={false} />,
};

/**
 * The routes that stand outside the portal's shell (routes.tsx): their own page drawn in its loading state, with no
 * portal header or footer. The customer's view of a budget is one: the customer has no login, and a header shown
 * until the script runs would flash the portal's menus at them.
 */
const BARE_STAND_INS: Readonly<Record<string, () => ReactElement>> = {
  budgetCustomerView: () => <BudgetCustomerView status="loading" view={null} onPrint={() => {}} />,
};

/** The routes that get a shell of their own (`renderShell(language, route)`), besides the shell of every page. */
export const standInRoutes: readonly string[] = [...Object.keys(ROUTE_STAND_INS), ...Object.keys(BARE_STAND_INS)];

/** The routes whose shell of their own has the portal's header (and so a signed-in user's form of it). */
export const headerStandInRoutes: readonly string[] = Object.keys(ROUTE_STAND_INS);

/**
 * The shell (header, footer) in one language around the page's place, a screen's height: what every page but home
 * shows before its JavaScript runs. With `route` (one of {@link standInRoutes}), that route's stand-in fills the
 * page's place; a route outside the shell gets its stand-in alone. With `session` `"signedIn"`, the header is a
 * signed-in user's as the client's first render draws it before the counters and the configuration come (their
 * places, 'Salir'): the server sends it, with the user's name, when the API says the navigation is a signed-in
 * user's. The client's first render replaces it whole (`main.tsx`): nothing here counts as moved (CLS).
 */
export const renderShell = (language: Language, route?: string, session: ShellSession = "visitor"): Promise<string> => {
  // A stand-in is part of a page: it reads the pages' texts, as the page does once its module is loaded.
  addSpanishPageTexts(catalogEsPages);
  const bare = route === undefined ? undefined : BARE_STAND_INS[route];
  return renderRoute(
    language,
    [
      bare === undefined
        ? {
            element: <ShellConnected />,
            children: [
              {
                path: "*",
                element: <div className="page-stand-in">{route === undefined ? null : ROUTE_STAND_INS[route]?.()}</div>,
              },
            ],
          }
        : { path: "*", element: <div className="page-stand-in">{bare()}</div> },
    ],
    "/shell",
    session,
  );
};
