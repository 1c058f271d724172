import { get } from "../internal/endpointBuilders.js";
import { CustomLocalesReply } from "../locales.js";

// Spec 000 §7 — shared and session.
/** `GET /api/customLocales`. */
export const customLocalesEndpoint = get(() => "/api/customLocales", CustomLocalesReply);
