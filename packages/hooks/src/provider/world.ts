/** A string key-value store with the shape of `localStorage` / `sessionStorage`. */
export interface KeyValueStorage {
  readonly getItem: (key: string) => string | null;
  readonly setItem: (key: string, value: string) => void;
  readonly removeItem: (key: string) => void;
}

/** Cookie access (the `ml` language cookie is written by the portal). */
export interface CookieJar {
  readonly get: (name: string) => string | undefined;
  readonly set: (name: string, value: string, options: { readonly maxAgeSeconds: number }) => void;
}

/** A change of local storage made by ANOTHER tab (the browser's `storage` event). */
export type LocalChangeListener = (key: string | null, newValue: string | null) => void;

/** Browser storage the portal reads and writes. */
export interface PortalStorage {
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
  readonly cookies: CookieJar;
  /**
   * Listens to local-storage changes made by other tabs; returns the unsubscribe. Optional: without it cross-tab
   * logout (spec 000 §4) is simply not observed.
   */
  readonly onOtherTabChange?: (listener: LocalChangeListener) => () => void;
}

/** Time, injectable so hooks run under a fake clock in tests. */
export interface Clock {
  readonly now: () => number;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

/** A storage that lives in memory: for tests, and as a fallback when the browser refuses storage. */
export const memoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

/** A cookie jar in memory, for tests. */
export const memoryCookies = (): CookieJar => {
  const values = new Map<string, string>();
  return { get: (name) => values.get(name), set: (name, value) => void values.set(name, value) };
};

/** Storage wholly in memory. */
export const memoryPortalStorage = (): PortalStorage => ({
  local: memoryStorage(),
  session: memoryStorage(),
  cookies: memoryCookies(),
});

/**
 * Two or more "tabs" of one browser in memory: local storage is shared, session storage and cookies are per tab,
 * and a write in one tab notifies the others only, as the browser's `storage` event does. For cross-tab tests.
 *
 * @example const [tabA, tabB] = linkedTabsStorage(2);
 */
export const linkedTabsStorage = (count: number): readonly PortalStorage[] => {
  const shared = memoryStorage();
  const listeners = new Map<number, Set<LocalChangeListener>>();
  const notifyOthers = (from: number, key: string, value: string | null) => {
    for (const [tab, set] of listeners) if (tab !== from) for (const listener of set) listener(key, value);
  };
  return Array.from({ length: count }, (_, tab): PortalStorage => {
    listeners.set(tab, new Set());
    return {
      local: {
        getItem: shared.getItem,
        setItem: (key, value) => {
          shared.setItem(key, value);
          notifyOthers(tab, key, value);
        },
        removeItem: (key) => {
          shared.removeItem(key);
          notifyOthers(tab, key, null);
        },
      },
      session: memoryStorage(),
      cookies: memoryCookies(),
      onOtherTabChange: (listener) => {
        listeners.get(tab)?.add(listener);
        return () => void listeners.get(tab)?.delete(listener);
      },
    };
  });
};

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

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
