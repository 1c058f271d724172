import { type RouteName, type RouterPathMode, routerPath } from "@travesia/core";
import type { PortalWorld } from "@travesia/hooks";
import type { RouteObject } from "react-router-dom";
import { addSpanishPageTexts } from "../i18n/loadCatalog";
import { ShellConnected } from "../shell/Shell/ShellConnected";
import type { PageName } from "./pageModules";

/**
 * A page's first calls, started by the portal's entry for the page it opens on, before that page's first render
 * (`url`: the address's path and query). The page's own hooks then find them in flight, or answered. A prefetch may
 * return when its calls have settled (answered or failed), for the entry to wait on when their replies came with the
 * document.
 */
export type PagePrefetch = (world: PortalWorld, url: string) => undefined | Promise<unknown>;

/** What a route keeps in its `handle`. */
export interface PageHandle {
  readonly prefetch?: PagePrefetch;
}

/** The home's lazily loaded module: imported here, not through `pageModules.ts`, so its first load waits for nothing else. */
const homePage = {
  lazy: async () => ({ Component: (await import("../home/HomePage/HomePageConnected")).HomePageConnected }),
};

/**
 * A route whose page loads when it is first visited, through `pageModules.ts` (which brings the pages' Spanish texts,
 * laid over the first part before the page renders); the page's {@link PagePrefetch}, when it has one, comes from
 * the same module (one request, in the route's preloads).
 */
const lazyPage = (name: PageName) => ({
  lazy: async () => {
    const pages = await import("./pageModules");
    addSpanishPageTexts(pages.PAGE_TEXTS);
    const [Component, starts] = await Promise.all([pages.PAGE_MODULES[name](), pages.PAGE_PREFETCHES[name]?.()]);
    return starts === undefined ? { Component } : { Component, handle: { prefetch: starts } satisfies PageHandle };
  },
});

/** A route of core's table (`ROUTES`) shown by a lazily loaded page of the same name. */
const page = (name: RouteName & PageName, mode: RouterPathMode = "params"): RouteObject => ({
  path: routerPath(name, mode),
  ...lazyPage(name),
});

/**
 * The portal's routes (spec 000 §2); every page is its own lazily loaded module, so the home page ships none of the
 * others. Paths come from core's route table through `routerPath`: /login/, /logout (also `?sessionExpired=true`),
 * /mybudgets, /mybudgets/{id}, /v3/trip/edit/{budgetId}, and the results routes the home boxes land on (their
 * parameters read by core's parsers, hence one splat each); anything else is the not-found page.
 */
export const routes: RouteObject[] = [
  // The customer's view stands outside the portal's shell: the customer has no login and sees no portal header.
  page("budgetCustomerView"),
  {
    element: <ShellConnected />,
    // The first page module is fetched before the first render; nothing is shown meanwhile (a few milliseconds).
    HydrateFallback: () => null,
    children: [
      { index: true, ...homePage },
      page("login"),
      page("logout"),
      page("budgetList"),
      page("budgetDetail"),
      page("budgetDeadlines"),
      page("tripEdit"),
      page("checkoutHotel"),
      page("checkoutHouse"),
      page("hotelDetail", "splat"),
      page("hotelCompare", "splat"),
      page("houseDetail", "splat"),
      page("hotelResults", "splat"),
      page("hotelMilestone", "splat"),
      page("houseResults", "splat"),
      page("hotelMap"),
      page("flightResults", "splat"),
      page("packageResults", "splat"),
      page("packageDetail"),
      page("bundleResults"),
      page("voucher"),
      page("transferResults", "splat"),
      page("activityResults", "splat"),
      page("activityPlusResults", "splat"),
      page("activityDetail", "splat"),
      page("circuitResults", "splat"),
      page("circuitDetail", "splat"),
      page("admin"),
      page("adminSettings"),
      page("adminPortalSettings"),
      page("adminTexts"),
      page("adminHotels"),
      page("adminHotelEdit"),
      page("adminPois"),
      page("adminPoisCity"),
      page("adminPoiEdit"),
      page("adminAirlines"),
      page("adminHome"),
      page("adminTour"),
      page("adminAudit"),
      { path: "*", ...lazyPage("notFound") },
    ],
  },
];
