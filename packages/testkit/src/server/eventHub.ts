import type { RealtimeEventName } from "@travesia/core";

// The real-time event bus: routes publish to it, the event stream route (`GET /api/events`) listens.

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
