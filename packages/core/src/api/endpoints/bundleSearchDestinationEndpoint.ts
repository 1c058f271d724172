import { BundleSearchOptionsReply } from "../catalog.js";
import { get, query } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `GET /dynamicVacationBundle/searchDestination` with pattern. */
export const bundleSearchDestinationEndpoint = get(
  (pattern: string) => `/dynamicVacationBundle/searchDestination${query({ pattern })}`,
  BundleSearchOptionsReply,
);
