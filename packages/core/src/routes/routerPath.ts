import { ROUTES, type RouteName } from "./routeTable.js";

/**
 * How a route's parameters become a router's path:
 * - `params`: each `{name}` segment becomes a `:name` segment (`/mybudgets/{id}` → `/mybudgets/:id`);
 * - `splat`: everything from the first parameter on becomes one `*` (`/hotel/results/{destination}/…` →
 *   `/hotel/results/*`), for routes whose own parser reads the segments (and accepts empty ones, which a `:name`
 *   segment would refuse).
 */
export type RouterPathMode = "params" | "splat";

/**
 * A route pattern of {@link ROUTES} written as a react-router path (see {@link RouterPathMode}). A pattern with no
 * parameter is returned as it is in both modes.
 *
 * @example routerPathOf("/v3/trip/edit/{budgetId}") // "/v3/trip/edit/:budgetId"
 * @example routerPathOf("/hotel/results/{destination}/{checkIn}", "splat") // "/hotel/results/*"
 */
export const routerPathOf = (pattern: string, mode: RouterPathMode = "params"): string => {
  if (mode === "params") return pattern.replace(/\{(\w+)\}/g, ":$1");
  const firstParam = pattern.indexOf("{");
  if (firstParam === -1) return pattern;
  return `${pattern.slice(0, pattern.lastIndexOf("/", firstParam) + 1)}*`;
};

/**
 * The react-router path of a named route, so the router and every URL builder share {@link ROUTES}.
 *
 * @example routerPath("budgetDetail") // "/mybudgets/:id"
 * @example routerPath("flightResults", "splat") // "/flight/results/*"
 */
export const routerPath = (name: RouteName, mode: RouterPathMode = "params"): string =>
  routerPathOf(ROUTES[name], mode);
