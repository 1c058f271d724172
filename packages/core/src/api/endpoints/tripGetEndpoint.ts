import { TripGetReply } from "../budget.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 000 §7 — budgets.
/** `GET /v3/api/trip/{id}` — the trip behind `/v3/trip/edit/{budgetId}` (spec 000 §2; call not shown). */
export const tripGetEndpoint = get((id: string) => `/v3/api/trip/${seg(id)}`, TripGetReply);
