import {
  REALTIME_EVENTS_PATH,
  type RealtimeEventName,
  type RealtimeNotificationsEvent,
  type RealtimeYouEvent,
} from "@travesia/core";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { DEMO_MESSAGES, demoNotificationCounters } from "../../db/demoActivity.js";
import type { DemoContext, DemoEnv } from "../context.js";
import { visitorOwner } from "./auth.js";
import { countersOf } from "./user.js";

/** The real-time event names (core's `REALTIME_EVENT_NAMES`, spec 000 §7). */
export type DemoEventName = RealtimeEventName;

type Listener = (event: DemoEventName, data: unknown) => void;

/** Fans real-time events out to every open event stream of an owner (a user or an anonymous visitor). */
export class DemoEventHub {
  readonly #listeners = new Map<string, Set<Listener>>();

  /** Starts listening to an owner's events; returns the function that stops it. */
  subscribe(owner: string, listener: Listener): () => void {
    const set = this.#listeners.get(owner) ?? new Set<Listener>();
    set.add(listener);
    this.#listeners.set(owner, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(owner);
    };
  }

  /** Sends an event to every open stream of an owner. */
  publish(owner: string, event: DemoEventName, data: unknown): void {
    for (const listener of this.#listeners.get(owner) ?? []) listener(event, data);
  }

  /** How many streams an owner has open (for tests). */
  listenerCount(owner: string): number {
    return this.#listeners.get(owner)?.size ?? 0;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The 'you' event, core's `RealtimeYouEvent`: the user's unread inbox messages (newest first) and the header
 * counters, so a browser can update every counter without another call.
 */
export const youEvent = (demo: DemoContext, username: string | undefined): RealtimeYouEvent => ({
  unread: DEMO_MESSAGES.filter((message) => username !== undefined && message.owner === username && !message.read)
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((message) => ({
      id: String(message.id),
      subject: message.subject,
      date: new Date(demo.now().getTime() - message.daysAgo * DAY_MS).toISOString().slice(0, 10),
    })),
  counters: countersOf(demo, username),
});

/**
 * Tells a user's open browsers that their counters changed: a 'you' event, then one 'notifications' event per
 * notification counter (core's `RealtimeNotificationsEvent`: one counter update). Called after every change that
 * moves a counter (budget created, product added, budget deleted).
 */
export const publishCounters = (demo: DemoContext, username: string): void => {
  const owner = `user:${username}`;
  demo.events.publish(owner, "you", youEvent(demo, username));
  for (const counter of demoNotificationCounters(username)) {
    const event: RealtimeNotificationsEvent = counter;
    demo.events.publish(owner, "notifications", event);
  }
};

/** How often an idle stream sends a comment so proxies keep it open. */
export const EVENTS_KEEPALIVE_MS = 25_000;

/**
 * `GET /api/events`: Server-Sent Events for the current user (or visitor). The stream opens with a 'you' event,
 * then carries 'you' and 'notifications' events whenever the counters change.
 */
export const eventRoutes = new Hono<DemoEnv>().get(REALTIME_EVENTS_PATH, (c) => {
  const demo = c.get("demo");
  const user = c.get("user");
  const owner = visitorOwner(c);
  return streamSSE(c, async (stream) => {
    const queue: { event: DemoEventName; data: unknown }[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = demo.events.subscribe(owner, (event, data) => {
      queue.push({ event, data });
      wake?.();
    });
    let open = true;
    stream.onAbort(() => {
      open = false;
      wake?.();
    });
    queue.push({ event: "you", data: youEvent(demo, user?.username) });
    try {
      while (open) {
        const next = queue.shift();
        if (next !== undefined) {
          await stream.writeSSE({ event: next.event, data: JSON.stringify(next.data) });
          continue;
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, EVENTS_KEEPALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
        if (open && queue.length === 0) await stream.write(": keep-alive\n\n");
      }
    } finally {
      unsubscribe();
    }
  });
});
