import { get } from "../internal/endpointBuilders.js";
import { PortalFooterReply } from "../portalShell.js";

// Spec 000 §7 — shared and session.
/** `GET /api/v2/footer`. */
export const footerEndpoint = get(() => "/api/v2/footer", PortalFooterReply);
