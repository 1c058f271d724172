import { BundleSearchOptionsReply } from "../catalog.js";
import { get, query } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `GET /dynamicVacationBundle/searchMonth` with pattern. */
export const bundleSearchMonthEndpoint = get(
  (pattern: string) => `/dynamicVacationBundle/searchMonth${query({ pattern })}`,
  BundleSearchOptionsReply,
);
