import { BundleTematicsReply } from "../catalog.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `GET /dynamicVacationBundle/getTematics`. */
export const bundleTematicsEndpoint = get(() => "/dynamicVacationBundle/getTematics", BundleTematicsReply);
