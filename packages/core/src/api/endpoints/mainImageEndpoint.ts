import { get, seg } from "../internal/endpointBuilders.js";
import { PortalImageReply } from "../portalShell.js";

// Spec 000 §7 — shared and session.
/** `GET /api/portal/getMainImage/{page}`. */
export const mainImageEndpoint = get((page: string) => `/api/portal/getMainImage/${seg(page)}`, PortalImageReply);
