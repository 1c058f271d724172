import { endpoints, NOTIFICATION_COUNTER_TYPES, notificationCount } from "@travesia/core";
import { Result } from "effect";
import {
  decodeHookCounters,
  decodeNotificationCounter,
  decodeYouEvent,
  type HookCounters,
} from "../internal/replies.js";
import type { PortalWorld } from "../provider/PortalProvider.js";
import type { CountersSlice } from "../stores/portalStores.js";

/** The real-time endpoint (spec 000 §7: "Real-time events 'you' (unread list) and 'notifications'"). */
export const EVENTS_PATH = "/api/events";

/** Reads a counters record (the counters reply, or the demo's 'notifications' event) into the store's fields. */
export const countersFromRecord = (record: typeof HookCounters.Type): Partial<CountersSlice> => {
  const notifications = { NOT: 0, ALT: 0, CRD: 0 };
  for (const counter of record.notifications ?? []) notifications[counter.type] = notificationCount(counter);
  return {
    bookings: record.bookings,
    alerts: record.alerts,
    budgets: record.budgets,
    messages: record.messages,
    ...(record.notifications === undefined ? {} : { notifications }),
  };
};

/** Loads `GET /api/v2/counters` into the counters store; a failure keeps the last counts and says `error`. */
export const loadCounters = async (world: Pick<PortalWorld, "api" | "stores">): Promise<void> => {
  const store = world.stores.counters;
  if (store.getState().status === "unknown") store.setState({ status: "loading" });
  const reply = await world.api.call({ method: "GET", path: endpoints.counters.path(), decode: decodeHookCounters });
  if (Result.isFailure(reply)) store.setState({ status: "error" });
  else store.setState({ status: "ready", ...countersFromRecord(reply.success) });
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Applies a 'notifications' event: one counter (core's shape) or a whole counters record (the demo's). */
const onNotifications = (world: Pick<PortalWorld, "stores">, data: string) => {
  const json = parseJson(data);
  const one = decodeNotificationCounter(json);
  if (Result.isSuccess(one)) {
    const counter = one.success;
    world.stores.counters.setState((state) => ({
      notifications: { ...state.notifications, [counter.type]: notificationCount(counter) },
    }));
    return;
  }
  const record = decodeHookCounters(json);
  if (Result.isSuccess(record))
    world.stores.counters.setState({ status: "ready", ...countersFromRecord(record.success) });
};

/** Applies a 'you' event: its unread list's length is the unread messages (spec 000 §7 "'you' (unread list)"). */
const onYou = (world: Pick<PortalWorld, "stores">, data: string) => {
  const decoded = decodeYouEvent(parseJson(data));
  if (Result.isSuccess(decoded)) world.stores.counters.setState({ messages: decoded.success.unread.length });
};

interface Feed {
  users: number;
  /** Whose events the open connection carries (the server picks them by the session cookie). */
  owner: string;
  close: () => void;
}

const feeds = new WeakMap<object, Feed>();

const open = (world: Pick<PortalWorld, "realtime" | "stores">): (() => void) => {
  const source = world.realtime(EVENTS_PATH);
  const notifications = (message: { data: string }) => onNotifications(world, message.data);
  const you = (message: { data: string }) => onYou(world, message.data);
  source.addEventListener("notifications", notifications);
  source.addEventListener("you", you);
  return () => {
    source.removeEventListener("notifications", notifications);
    source.removeEventListener("you", you);
    source.close();
  };
};

/**
 * Opens the provider's one real-time connection (shared by every counters reader, closed with the last one) and
 * feeds its events into the counters store. `owner` is who is signed in: the stream is chosen by the session
 * cookie, so after a login or logout the connection is reopened to carry the new owner's events. Returns the
 * release function.
 */
export const retainCountersFeed = (world: Pick<PortalWorld, "realtime" | "stores">, owner: string): (() => void) => {
  const existing = feeds.get(world.stores);
  if (existing === undefined) feeds.set(world.stores, { users: 1, owner, close: open(world) });
  else {
    existing.users += 1;
    if (existing.owner !== owner) {
      existing.close();
      existing.close = open(world);
      existing.owner = owner;
    }
  }
  return () => {
    const feed = feeds.get(world.stores);
    if (feed === undefined) return;
    feed.users -= 1;
    if (feed.users === 0) {
      feed.close();
      feeds.delete(world.stores);
    }
  };
};

/** The three notification counter types, in the spec's order. */
export const COUNTER_TYPES = NOTIFICATION_COUNTER_TYPES;
