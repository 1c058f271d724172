import { ActivityDetailReply } from "../activity.js";
import { get, query, seg } from "../internal/endpointBuilders.js";

/** `GET /api/v1/activities/detail/{id}?from&to`: the activity with its slots over the days from–to. */
export const activityDetailEndpoint = get(
  (id: string, from: string, to: string) => `/api/v1/activities/detail/${seg(id)}${query({ from, to })}`,
  ActivityDetailReply,
);
