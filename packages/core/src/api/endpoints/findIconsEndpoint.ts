import { post } from "../internal/endpointBuilders.js";
import { IconListReply, PatternRequest } from "../locations.js";

// Spec 000 §7 — locations.
/** `POST /backend/portal-configuration/find-icons` with `{pattern}`. */
export const findIconsEndpoint = post(() => "/backend/portal-configuration/find-icons", PatternRequest, IconListReply);
