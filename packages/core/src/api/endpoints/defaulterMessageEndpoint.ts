import { get } from "../internal/endpointBuilders.js";
import { DefaulterMessageReply } from "../portalShell.js";

// Spec 002 §7 — flights, packages, bundles, downloads, arrears.
/** `GET /api/get-defaulter-message` (polled every 300000 ms). */
export const defaulterMessageEndpoint = get(() => "/api/get-defaulter-message", DefaulterMessageReply);
