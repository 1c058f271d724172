import { ApiDoneReply } from "../apiPrimitives.js";
import { LogoutRequest } from "../auth.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 000 §2, §4 — login and logout (calls not shown by the spec; see `LoginRequest`).
/** `POST /api/logout`. */
export const logoutEndpoint = post(() => "/api/logout", LogoutRequest, ApiDoneReply);
