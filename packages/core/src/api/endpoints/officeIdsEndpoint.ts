import { OfficeIdsReply } from "../catalog.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `GET /api/utils/flights/getOfficeIds`. */
export const officeIdsEndpoint = get(() => "/api/utils/flights/getOfficeIds", OfficeIdsReply);
