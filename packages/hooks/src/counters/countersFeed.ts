import { type HeaderCounts, headerCountsAfterEvent, headerCountsEvent, REALTIME_EVENTS_PATH } from "@travesia/core";
import type { PortalWorld } from "../provider/PortalProvider.js";
import type { CountersSlice } from "../stores/portalStores.js";

const countsOf = ({ status: _status, ...counts }: CountersSlice): HeaderCounts => counts;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Applies a real-time event (core's `headerCountsEvent` / `headerCountsAfterEvent`); a broken one changes nothing. */
const onEvent = (world: Pick<PortalWorld, "stores">, name: string, data: string) => {
  const event = headerCountsEvent(name, parseJson(data));
  if (event === undefined) return;
  world.stores.counters.setState((state) => headerCountsAfterEvent(countsOf(state), event));
};

interface Feed {
  users: number;
  /** Whose events the open connection carries (the server picks them by the session cookie). */
  owner: string;
  close: () => void;
}

const feeds = new WeakMap<object, Feed>();

const open = (world: Pick<PortalWorld, "realtime" | "stores">): (() => void) => {
  const source = world.realtime(REALTIME_EVENTS_PATH);
  const notifications = (message: { data: string }) => onEvent(world, "notifications", message.data);
  const you = (message: { data: string }) => onEvent(world, "you", message.data);
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
