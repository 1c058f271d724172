import { SessionStatusReply } from "../currency.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — shared and session.
/** `GET /api/session-status` (reply loggedIn). */
export const sessionStatusEndpoint = get(() => "/api/session-status", SessionStatusReply);
