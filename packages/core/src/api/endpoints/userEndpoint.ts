import { get } from "../internal/endpointBuilders.js";
import { PortalUser } from "../user.js";

// Spec 000 §7 — shared and session.
/** `GET /api/user` — the current user and allowed products. */
export const userEndpoint = get(() => "/api/user", PortalUser);
