import { DeadlineDigestReply, DeadlineDigestRequest } from "../budget.js";
import { post } from "../internal/endpointBuilders.js";

// Ours — the daily digest of the agent's deadlines.
/** `POST api/budget/deadlineDigest` with `{hour, timeZone}`: sets (or, with a null hour, stops) the digest. */
export const deadlineDigestSetEndpoint = post(
  () => "/api/budget/deadlineDigest",
  DeadlineDigestRequest,
  DeadlineDigestReply,
);
