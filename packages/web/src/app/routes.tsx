import { type RouteName, type RouterPathMode, routerPath } from "@travesia/core";
import type { PortalWorld } from "@travesia/hooks";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { ShellConnected } from "../shell/Shell/ShellConnected";

/**
 * A page's first calls, started by the portal's entry for the page it opens on, before that page's first render
 * (`url`: the address's path and query). The page's own hooks then find them in flight, or answered.
 */
export type PagePrefetch = (world: PortalWorld, url: string) => void;

/** What a route keeps in its `handle`. */
export interface PageHandle {
  readonly prefetch?: PagePrefetch;
}

/**
 * A route whose page module loads when it is first visited; `load` picks the page component from its module, and
 * `prefetch`, when given, the page's {@link PagePrefetch} from the same module (one request, in the route's preloads).
 */
const lazyPage = (load: () => Promise<ComponentType>, prefetch?: () => Promise<PagePrefetch>) => ({
  lazy: async () => {
    const [Component, starts] = await Promise.all([load(), prefetch?.()]);
    return starts === undefined ? { Component } : { Component, handle: { prefetch: starts } satisfies PageHandle };
  },
});

/** A route of core's table (`ROUTES`) shown by a lazily loaded page. */
const page = (
  name: RouteName,
  load: () => Promise<ComponentType>,
  mode: RouterPathMode = "params",
  prefetch?: () => Promise<PagePrefetch>,
): RouteObject => ({
  path: routerPath(name, mode),
  ...lazyPage(load, prefetch),
});

const hotelResults = async () =>
  (await import("../hotel/HotelResultsPage/HotelResultsPageConnected")).HotelResultsPageConnected;

const checkoutSummary = async () =>
  (await import("../hotel/CheckoutSummaryPage/CheckoutSummaryPageConnected")).CheckoutSummaryPageConnected;

const adminPage = async () => (await import("../admin/AdminPage/AdminPageConnected")).AdminPageConnected;

const houseResults = async () =>
  (await import("../house/HouseResultsPage/HouseResultsPageConnected")).HouseResultsPageConnected;

/**
 * The portal's routes (spec 000 §2); every page is its own lazily loaded module, so the home page ships none of the
 * others. Paths come from core's route table through `routerPath`: /login/, /logout (also `?sessionExpired=true`),
 * /mybudgets, /mybudgets/{id}, /v3/trip/edit/{budgetId}, and the results routes the home boxes land on (their
 * parameters read by core's parsers, hence one splat each); anything else is the not-found page.
 */
export const routes: RouteObject[] = [
  // The customer's view stands outside the portal's shell: the customer has no login and sees no portal header.
  page(
    "budgetCustomerView",
    async () =>
      (await import("../budget/BudgetCustomerViewPage/BudgetCustomerViewPageConnected"))
        .BudgetCustomerViewPageConnected,
  ),
  {
    element: <ShellConnected />,
    // The first page module is fetched before the first render; nothing is shown meanwhile (a few milliseconds).
    HydrateFallback: () => null,
    children: [
      { index: true, ...lazyPage(async () => (await import("../home/HomePage/HomePageConnected")).HomePageConnected) },
      page("login", async () => (await import("../session/LoginPage/LoginPageConnected")).LoginPageConnected),
      page("logout", async () => (await import("../session/LogoutPage/LogoutPageConnected")).LogoutPageConnected),
      page(
        "budgetList",
        async () => (await import("../budget/BudgetListPage/BudgetListPageConnected")).BudgetListPageConnected,
      ),
      page(
        "budgetDetail",
        async () => (await import("../budget/BudgetDetailPage/BudgetDetailPageConnected")).BudgetDetailPageConnected,
      ),
      page(
        "budgetDeadlines",
        async () =>
          (await import("../budget/BudgetDeadlinesPage/BudgetDeadlinesPageConnected")).BudgetDeadlinesPageConnected,
      ),
      page(
        "tripEdit",
        async () => (await import("../budget/TripEditPage/TripEditPageConnected")).TripEditPageConnected,
      ),
      page("checkoutHotel", checkoutSummary),
      page("checkoutHouse", checkoutSummary),
      page(
        "hotelDetail",
        async () => (await import("../hotel/HotelDetailPage/HotelDetailPageConnected")).HotelDetailPageConnected,
        "splat",
        async () => (await import("../hotel/HotelDetailPage/HotelDetailPageConnected")).prefetchHotelDetailPage,
      ),
      page(
        "hotelCompare",
        async () => (await import("../hotel/HotelComparePage/HotelComparePageConnected")).HotelComparePageConnected,
        "splat",
      ),
      page(
        "houseDetail",
        async () => (await import("../house/HouseDetailPage/HouseDetailPageConnected")).HouseDetailPageConnected,
        "splat",
        async () => (await import("../house/HouseDetailPage/HouseDetailPageConnected")).prefetchHouseDetailPage,
      ),
      page("hotelResults", hotelResults, "splat"),
      page("hotelMilestone", hotelResults, "splat"),
      page("houseResults", houseResults, "splat"),
      page("hotelMap", hotelResults),
      page(
        "flightResults",
        async () => (await import("../flight/FlightResultsPage/FlightResultsPageConnected")).FlightResultsPageConnected,
        "splat",
      ),
      page(
        "packageResults",
        async () =>
          (await import("../package/PackageResultsPage/PackageResultsPageConnected")).PackageResultsPageConnected,
        "splat",
      ),
      page(
        "packageDetail",
        async () =>
          (await import("../package/PackageDetailPage/PackageDetailPageConnected")).PackageDetailPageConnected,
      ),
      page(
        "bundleResults",
        async () => (await import("../bundle/BundleResultsPage/BundleResultsPageConnected")).BundleResultsPageConnected,
      ),
      page("voucher", async () => (await import("../voucher/VoucherPage/VoucherPageConnected")).VoucherPageConnected),
      page(
        "transferResults",
        async () =>
          (await import("../transfer/TransferResultsPage/TransferResultsPageConnected")).TransferResultsPageConnected,
        "splat",
      ),
      page(
        "activityResults",
        async () =>
          (await import("../activity/ActivityResultsPage/ActivityResultsPageConnected")).ActivityResultsPageConnected,
        "splat",
      ),
      page(
        "activityDetail",
        async () =>
          (await import("../activity/ActivityDetailPage/ActivityDetailPageConnected")).ActivityDetailPageConnected,
        "splat",
      ),
      page(
        "circuitResults",
        async () =>
          (await import("../circuit/CircuitResultsPage/CircuitResultsPageConnected")).CircuitResultsPageConnected,
        "splat",
      ),
      page(
        "circuitDetail",
        async () =>
          (await import("../circuit/CircuitDetailPage/CircuitDetailPageConnected")).CircuitDetailPageConnected,
        "splat",
      ),
      page("admin", adminPage),
      page("adminSettings", adminPage),
      page("adminPortalSettings", adminPage),
      page("adminTexts", adminPage),
      page("adminHotels", adminPage),
      page("adminHotelEdit", adminPage),
      page("adminPois", adminPage),
      page("adminAirlines", adminPage),
      page("adminHome", adminPage),
      page("adminTour", adminPage),
      page("adminAudit", adminPage),
      {
        path: "*",
        ...lazyPage(async () => (await import("../shell/NotFoundPage/NotFoundPage")).NotFoundPage),
      },
    ],
  },
];
