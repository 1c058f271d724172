import { ActivitySearchReply, ActivitySearchRequest } from "../activity.js";
import { post } from "../internal/endpointBuilders.js";

/** `POST /api/v1/activities/search` with `{url}` (core's `buildActivitySearchUrl`): every activity of the search. */
export const activitySearchEndpoint = post(
  () => "/api/v1/activities/search",
  ActivitySearchRequest,
  ActivitySearchReply,
);
