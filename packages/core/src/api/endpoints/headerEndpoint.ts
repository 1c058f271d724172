import { get } from "../internal/endpointBuilders.js";
import { PortalHeaderReply } from "../portalShell.js";

// Spec 000 §7 — shared and session.
/** `GET /api/v2/header`. */
export const headerEndpoint = get(() => "/api/v2/header", PortalHeaderReply);
