import { TripDraftReply, TripDraftRequest } from "../budget.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 000 §7 — budgets.
/** `POST /v3/api/create/draft` with optional isoCountryCode; reply id. */
export const createDraftEndpoint = post(() => "/v3/api/create/draft", TripDraftRequest, TripDraftReply);
