import { CircuitSearchReply, CircuitSearchRequest } from "../circuit.js";
import { post } from "../internal/endpointBuilders.js";

/** `POST /api/v1/circuits/search` with `{url}` (core's `buildCircuitSearchUrl`): every circuit of the search. */
export const circuitSearchEndpoint = post(() => "/api/v1/circuits/search", CircuitSearchRequest, CircuitSearchReply);
