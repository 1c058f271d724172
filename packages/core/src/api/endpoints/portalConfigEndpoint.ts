import { get, seg } from "../internal/endpointBuilders.js";
import { PortalConfigReply } from "../portalConfig.js";

// Spec 000 §7 — shared and session.
/** `GET /api/portal/config/{id}`. */
export const portalConfigEndpoint = get((id: string) => `/api/portal/config/${seg(id)}`, PortalConfigReply);
