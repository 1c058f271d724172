import { RecommendedOffersReply } from "../catalog.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — locations.
/** `GET /api/fake/recommended/hotels/`. */
export const recommendedHotelsEndpoint = get(() => "/api/fake/recommended/hotels/", RecommendedOffersReply);
