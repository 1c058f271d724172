import { catalogEsPages } from "@travesia/core";
import type { ComponentType } from "react";
import type { PagePrefetch } from "./routes";

/**
 * Every page's module but the home's, loaded on demand. routes.tsx reaches them through this module, itself loaded
 * with the first page that needs one: the list of each page's chunks that the build writes beside its lazy imports
 * (Vite's preload map, some 3.4 KB gzip for the portal's pages) and the pages' own Spanish texts then travel with
 * the first page instead of the home's first load. The route preload map (`routePreloads.ts`) reads the imports
 * written here, and lists this module's chunk for every page it maps.
 */

/** The Spanish texts only pages show; routes.tsx lays them over the first part before a page renders. */
export const PAGE_TEXTS = catalogEsPages;

const hotelResults = async () =>
  (await import("../hotel/HotelResultsPage/HotelResultsPageConnected")).HotelResultsPageConnected;

const checkoutSummary = async () =>
  (await import("../hotel/CheckoutSummaryPage/CheckoutSummaryPageConnected")).CheckoutSummaryPageConnected;

const adminPage = async () => (await import("../admin/AdminPage/AdminPageConnected")).AdminPageConnected;

const activityResults = async () =>
  (await import("../activity/ActivityResultsPage/ActivityResultsPageConnected")).ActivityResultsPageConnected;

const houseResults = async () =>
  (await import("../house/HouseResultsPage/HouseResultsPageConnected")).HouseResultsPageConnected;

/** Each page route's component, by its name in core's route table (`notFound`: any other address). */
export const PAGE_MODULES = {
  budgetCustomerView: async () =>
    (await import("../budget/BudgetCustomerViewPage/BudgetCustomerViewPageConnected")).BudgetCustomerViewPageConnected,
  login: async () => (await import("../session/LoginPage/LoginPageConnected")).LoginPageConnected,
  logout: async () => (await import("../session/LogoutPage/LogoutPageConnected")).LogoutPageConnected,
  budgetList: async () => (await import("../budget/BudgetListPage/BudgetListPageConnected")).BudgetListPageConnected,
  budgetDetail: async () =>
    (await import("../budget/BudgetDetailPage/BudgetDetailPageConnected")).BudgetDetailPageConnected,
  budgetDeadlines: async () =>
    (await import("../budget/BudgetDeadlinesPage/BudgetDeadlinesPageConnected")).BudgetDeadlinesPageConnected,
  tripEdit: async () => (await import("../budget/TripEditPage/TripEditPageConnected")).TripEditPageConnected,
  checkoutHotel: checkoutSummary,
  checkoutHouse: checkoutSummary,
  hotelDetail: async () => (await import("../hotel/HotelDetailPage/HotelDetailPageConnected")).HotelDetailPageConnected,
  hotelCompare: async () =>
    (await import("../hotel/HotelComparePage/HotelComparePageConnected")).HotelComparePageConnected,
  houseDetail: async () => (await import("../house/HouseDetailPage/HouseDetailPageConnected")).HouseDetailPageConnected,
  hotelResults,
  hotelMilestone: hotelResults,
  houseResults,
  hotelMap: hotelResults,
  flightResults: async () =>
    (await import("../flight/FlightResultsPage/FlightResultsPageConnected")).FlightResultsPageConnected,
  packageResults: async () =>
    (await import("../package/PackageResultsPage/PackageResultsPageConnected")).PackageResultsPageConnected,
  packageDetail: async () =>
    (await import("../package/PackageDetailPage/PackageDetailPageConnected")).PackageDetailPageConnected,
  bundleResults: async () =>
    (await import("../bundle/BundleResultsPage/BundleResultsPageConnected")).BundleResultsPageConnected,
  voucher: async () => (await import("../voucher/VoucherPage/VoucherPageConnected")).VoucherPageConnected,
  transferResults: async () =>
    (await import("../transfer/TransferResultsPage/TransferResultsPageConnected")).TransferResultsPageConnected,
  activityResults,
  // The same page from a place (core's `activities/plus` address).
  activityPlusResults: activityResults,
  activityDetail: async () =>
    (await import("../activity/ActivityDetailPage/ActivityDetailPageConnected")).ActivityDetailPageConnected,
  circuitResults: async () =>
    (await import("../circuit/CircuitResultsPage/CircuitResultsPageConnected")).CircuitResultsPageConnected,
  circuitDetail: async () =>
    (await import("../circuit/CircuitDetailPage/CircuitDetailPageConnected")).CircuitDetailPageConnected,
  admin: adminPage,
  adminSettings: adminPage,
  adminPortalSettings: adminPage,
  adminTexts: adminPage,
  adminHotels: adminPage,
  adminHotelEdit: adminPage,
  adminPois: adminPage,
  adminPoisCity: adminPage,
  adminPoiEdit: adminPage,
  adminAirlines: adminPage,
  adminHome: adminPage,
  adminTour: adminPage,
  adminAudit: adminPage,
  notFound: async () => (await import("../shell/NotFoundPage/NotFoundPage")).NotFoundPage,
} satisfies Readonly<Record<string, () => Promise<ComponentType>>>;

/** A page's name in {@link PAGE_MODULES}. */
export type PageName = keyof typeof PAGE_MODULES;

const activityResultsPrefetch = async () =>
  (await import("../activity/ActivityResultsPage/ActivityResultsPageConnected")).prefetchActivityResultsPage;

/** The first calls of the pages that start them before their first render, from the page's own module. */
export const PAGE_PREFETCHES: { readonly [N in PageName]?: () => Promise<PagePrefetch> } = {
  activityResults: activityResultsPrefetch,
  activityPlusResults: activityResultsPrefetch,
  bundleResults: async () =>
    (await import("../bundle/BundleResultsPage/BundleResultsPageConnected")).prefetchBundleResultsPage,
  budgetDetail: async () =>
    (await import("../budget/BudgetDetailPage/BudgetDetailPageConnected")).prefetchBudgetDetailPage,
  hotelDetail: async () => (await import("../hotel/HotelDetailPage/HotelDetailPageConnected")).prefetchHotelDetailPage,
  houseDetail: async () => (await import("../house/HouseDetailPage/HouseDetailPageConnected")).prefetchHouseDetailPage,
};
