import { RecommendedOffersReply } from "../catalog.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — locations.
/** `GET /api/fake/products/promotions/`. */
export const promotionsEndpoint = get(() => "/api/fake/products/promotions/", RecommendedOffersReply);
