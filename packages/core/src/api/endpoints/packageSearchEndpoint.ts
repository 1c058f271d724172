import { get } from "../internal/endpointBuilders.js";
import { packageSearchPath } from "../packageSearchPath.js";
import { PackageSearchReply } from "../packageSearchReply.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/**
 * `GET /api/v1/flightsHotels/search?url={package results path}` — the flight-plus-hotel search (call not shown by
 * the spec; see `PackageSearchReply`). `url` is the search as core's package results path: build it with
 * `buildPackageResultsUrl` from the parsed page URL; the server reads it back with `parsePackageResultsUrl`.
 */
export const packageSearchEndpoint = get(packageSearchPath, PackageSearchReply);
