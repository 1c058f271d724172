/** One Server-Sent Events message as the portal reads it: its JSON (or text) payload. */
export interface RealtimeMessage {
  readonly data: string;
}

/**
 * An `EventSource`-shaped connection. The browser's `EventSource` satisfies it; tests pass a fake
 * ({@link fakeRealtime}) and push events by hand.
 */
export interface RealtimeSource {
  readonly addEventListener: (type: string, listener: (message: RealtimeMessage) => void) => void;
  readonly removeEventListener: (type: string, listener: (message: RealtimeMessage) => void) => void;
  readonly close: () => void;
}

/** Opens a real-time connection to a URL (spec 000 §7: the 'you' and 'notifications' events). */
export type RealtimeFactory = (url: string) => RealtimeSource;

/** The browser's Server-Sent Events, with cookies, or nothing where the browser has no `EventSource`. */
export const browserRealtime: RealtimeFactory = (url) => {
  if (typeof EventSource === "undefined") return silentRealtime(url);
  const source = new EventSource(url, { withCredentials: true });
  return {
    addEventListener: (type, listener) => source.addEventListener(type, listener as (event: MessageEvent) => void),
    removeEventListener: (type, listener) =>
      source.removeEventListener(type, listener as (event: MessageEvent) => void),
    close: () => source.close(),
  };
};

/** A connection that never delivers anything: for servers and tests that do not exercise real time. */
export const silentRealtime: RealtimeFactory = () => ({
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  close: () => undefined,
});

/** A fake real-time server for tests: the factory to pass to the provider, and `emit` to push an event. */
export interface FakeRealtime {
  readonly factory: RealtimeFactory;
  /** Delivers `data` (JSON-encoded unless already a string) to every open connection listening to `type`. */
  readonly emit: (type: string, data: unknown) => void;
  /** URLs opened and not yet closed. */
  readonly openUrls: () => readonly string[];
  /** How many connections were ever opened. */
  readonly openedCount: () => number;
}

/**
 * Builds a {@link FakeRealtime}.
 *
 * @example
 * const realtime = fakeRealtime();
 * render(<PortalProvider fetcher={f} storage={s} realtime={realtime.factory}>…</PortalProvider>);
 * realtime.emit("notifications", [{ type: "NOT", quantity: 2 }]);
 */
export const fakeRealtime = (): FakeRealtime => {
  const open = new Set<{ url: string; listeners: Map<string, Set<(message: RealtimeMessage) => void>> }>();
  let opened = 0;
  return {
    factory: (url) => {
      opened += 1;
      const connection = { url, listeners: new Map<string, Set<(message: RealtimeMessage) => void>>() };
      open.add(connection);
      return {
        addEventListener: (type, listener) => {
          const set = connection.listeners.get(type) ?? new Set();
          set.add(listener);
          connection.listeners.set(type, set);
        },
        removeEventListener: (type, listener) => void connection.listeners.get(type)?.delete(listener),
        close: () => void open.delete(connection),
      };
    },
    emit: (type, data) => {
      const payload = typeof data === "string" ? data : JSON.stringify(data);
      for (const connection of open)
        for (const listener of connection.listeners.get(type) ?? []) listener({ data: payload });
    },
    openUrls: () => [...open].map((connection) => connection.url),
    openedCount: () => opened,
  };
};
