import { Result } from "effect";
import {
  decodeHookCounters,
  decodeHookCountersReply,
  decodeHookYouEvent,
  type HookCounters,
} from "../internal/replies.js";
import type { PortalWorld } from "../provider/PortalProvider.js";
import type { CountersSlice } from "../stores/portalStores.js";

/** The real-time endpoint (spec 000 §7: "Real-time events 'you' (unread list) and 'notifications'"). */
export const EVENTS_PATH = "/api/events";

type CountersUpdate = Partial<Omit<CountersSlice, "status">>;

/**
 * Reads a counters record (reply or 'notifications' event) into the store's fields. Notification counters use
 * `unread` when given, else `quantity` (spec 000 §3 "with quantity or unread"). RULE TO MOVE TO CORE (header
 * counters): which of the two wins.
 */
export const countersFromRecord = (record: typeof HookCounters.Type): CountersUpdate => {
  const notifications = { NOT: 0, ALT: 0, CRD: 0 };
  for (const counter of record.notifications ?? []) {
    if (counter.type === "NOT" || counter.type === "ALT" || counter.type === "CRD") {
      notifications[counter.type] = counter.unread ?? counter.quantity ?? 0;
    }
  }
  return {
    ...(record.bookings === undefined ? {} : { bookings: record.bookings }),
    ...(record.alerts === undefined ? {} : { alerts: record.alerts }),
    ...(record.budgets === undefined ? {} : { budgets: record.budgets }),
    ...(record.messages === undefined ? {} : { messages: record.messages }),
    ...(record.notifications === undefined ? {} : { notifications }),
  };
};

/** Loads `GET /api/v2/counters` into the counters store; a failure keeps the last counts and says `error`. */
export const loadCounters = async (world: Pick<PortalWorld, "api" | "stores">): Promise<void> => {
  const store = world.stores.counters;
  if (store.getState().status === "unknown") store.setState({ status: "loading" });
  const reply = await world.api.call({ method: "GET", path: "/api/v2/counters", decode: decodeHookCountersReply });
  if (Result.isFailure(reply)) store.setState({ status: "error" });
  else store.setState({ status: "ready", ...countersFromRecord(reply.success.counters) });
};

const feeds = new WeakMap<object, { users: number; close: () => void }>();

/**
 * Opens the provider's one real-time connection (shared by every counters reader, closed with the last one) and
 * feeds its events into the counters store. Returns the release function.
 */
export const retainCountersFeed = (world: Pick<PortalWorld, "realtime" | "stores">): (() => void) => {
  const existing = feeds.get(world.stores);
  if (existing !== undefined) existing.users += 1;
  else {
    const source = world.realtime(EVENTS_PATH);
    const onNotifications = (message: { data: string }) => {
      const decoded = decodeHookCounters(parseJson(message.data));
      if (Result.isSuccess(decoded))
        world.stores.counters.setState({ status: "ready", ...countersFromRecord(decoded.success) });
    };
    const onYou = (message: { data: string }) => {
      const decoded = decodeHookYouEvent(parseJson(message.data));
      if (Result.isSuccess(decoded)) world.stores.counters.setState({ messages: decoded.success.unread.length });
    };
    source.addEventListener("notifications", onNotifications);
    source.addEventListener("you", onYou);
    feeds.set(world.stores, {
      users: 1,
      close: () => {
        source.removeEventListener("notifications", onNotifications);
        source.removeEventListener("you", onYou);
        source.close();
      },
    });
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

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
