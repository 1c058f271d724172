import { MessageCountReply } from "../counters.js";
import { get, seg } from "../internal/endpointBuilders.js";

// Spec 000 §7 — shared and session.
/** `GET /inbox/msgCount/{date}/false`. */
export const messageCountEndpoint = get((date: string) => `/inbox/msgCount/${seg(date)}/false`, MessageCountReply);
