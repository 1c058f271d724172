import * as Result from "effect/Result";
import { RealtimeNotificationsEvent, RealtimeYouEvent } from "../api/counters.js";
import { decodeWith } from "../api/decode.js";
import type { HeaderCountsEvent } from "./headerCountsArithmetic.js";

const decodeYou = decodeWith(RealtimeYouEvent);
const decodeNotifications = decodeWith(RealtimeNotificationsEvent);

/**
 * Reads a real-time event by its name and JSON payload; `undefined` for another name or a payload that does not
 * decode (a broken event changes nothing). Never throws.
 *
 * @example headerCountsEvent("notifications", { type: "NOT", unread: 2 }) // { _tag: "notifications", counter: { type: "NOT", unread: 2 } }
 */
export const headerCountsEvent = (name: string, payload: unknown): HeaderCountsEvent | undefined => {
  if (name === "you") {
    const decoded = decodeYou(payload);
    return Result.isSuccess(decoded) ? { _tag: "you", event: decoded.success } : undefined;
  }
  if (name === "notifications") {
    const decoded = decodeNotifications(payload);
    return Result.isSuccess(decoded) ? { _tag: "notifications", counter: decoded.success } : undefined;
  }
  return undefined;
};
