import { PackageDetailReply } from "../catalog.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `GET /flightsHotels/packageDetails/{id}`. */
export const packageDetailEndpoint = get(
  (id: string) => `/flightsHotels/packageDetails/${seg(id)}`,
  PackageDetailReply,
);
