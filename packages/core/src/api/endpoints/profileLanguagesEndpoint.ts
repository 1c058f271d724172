import { get } from "../internal/endpointBuilders.js";
import { ProfileLanguagesReply } from "../locales.js";

// Spec 000 §7 — shared and session.
/** `GET /profile/languages`. */
export const profileLanguagesEndpoint = get(() => "/profile/languages", ProfileLanguagesReply);
