import { LoginReply, LoginRequest } from "../auth.js";
import { post } from "../internal/endpointBuilders.js";

// Spec 000 §2, §4 — login and logout (calls not shown by the spec; see `LoginRequest`).
/** `POST /api/login` with `{username, password}`. */
export const loginEndpoint = post(() => "/api/login", LoginRequest, LoginReply);
