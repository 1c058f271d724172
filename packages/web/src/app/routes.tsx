import type { RouteObject } from "react-router-dom";
import { searchResultsRoutes } from "../search/searchResultsRoutes";
import { Shell } from "../shell/Shell";

/**
 * The portal's routes (spec 000 §2); every page is its own lazily loaded module, so the home page ships none of the
 * others. Paths come from core's route table (`ROUTES`): /login/, /logout (also `?sessionExpired=true`),
 * /mybudgets, /mybudgets/{id}, /v3/trip/edit/{budgetId}; anything else is the not-found page.
 */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    // The first page module is fetched before the first render; nothing is shown meanwhile (a few milliseconds).
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: async () => ({ Component: (await import("../pages/home/HomePage")).default }) },
      { path: "login", lazy: async () => ({ Component: (await import("../pages/login/LoginPage")).default }) },
      { path: "logout", lazy: async () => ({ Component: (await import("../pages/logout/LogoutPage")).default }) },
      {
        path: "mybudgets",
        lazy: async () => ({ Component: (await import("../pages/budgets/BudgetListPage")).default }),
      },
      {
        path: "mybudgets/:id",
        lazy: async () => ({ Component: (await import("../pages/budgets/BudgetDetailPage")).default }),
      },
      {
        path: "v3/trip/edit/:budgetId",
        lazy: async () => ({ Component: (await import("../pages/trip/TripEditPage")).default }),
      },
      ...searchResultsRoutes,
      { path: "*", lazy: async () => ({ Component: (await import("../pages/notFound/NotFoundPage")).default }) },
    ],
  },
];
