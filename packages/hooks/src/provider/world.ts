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

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};
