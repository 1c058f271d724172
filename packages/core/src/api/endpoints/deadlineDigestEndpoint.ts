import { DeadlineDigestReply } from "../budget.js";
import { get } from "../internal/endpointBuilders.js";

// Ours — the daily digest of the agent's deadlines.
/** `GET api/budget/deadlineDigest`: the agent's digest schedule. */
export const deadlineDigestEndpoint = get(() => "/api/budget/deadlineDigest", DeadlineDigestReply);
