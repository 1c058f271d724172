import { TodayBookingCountReply } from "../counters.js";
import { get } from "../internal/endpointBuilders.js";

// Spec 000 §7 — shared and session.
/** `GET /mybookings/getTodayBookingCount`. */
export const todayBookingCountEndpoint = get(() => "/mybookings/getTodayBookingCount", TodayBookingCountReply);
