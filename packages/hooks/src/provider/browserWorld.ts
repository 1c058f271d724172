import type { CookieJar, KeyValueStorage, PortalStorage } from "./world.js";
import { memoryStorage } from "./world.js";

/**
 * The storage `pick` gives, reached on first use rather than when the portal starts: the first touch of
 * localStorage makes the browser load it while the main thread waits, which the first paint need not pay. Private
 * modes and blocked storage throw (on access or on the probe's write); the portal then keeps values for this visit.
 */
const safeStorage = (pick: () => Storage): KeyValueStorage => {
  let chosen: KeyValueStorage | undefined;
  const storage = (): KeyValueStorage => {
    if (chosen === undefined) {
      try {
        const picked = pick();
        const probe = "__travesia_probe__";
        picked.setItem(probe, probe);
        picked.removeItem(probe);
        chosen = picked;
      } catch {
        chosen = memoryStorage();
      }
    }
    return chosen;
  };
  return {
    getItem: (key) => storage().getItem(key),
    setItem: (key, value) => storage().setItem(key, value),
    removeItem: (key) => storage().removeItem(key),
  };
};

const documentCookies: CookieJar = {
  get: (name) => {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
    return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
  },
  set: (name, value, { maxAgeSeconds }) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the one adapter that writes cookies, escaping here; the Cookie Store API is asynchronous (the language must be set before the next request) and missing from older Safari and Firefox.
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; samesite=lax`;
  },
};

/** The browser's storage: localStorage, sessionStorage and document cookies. */
export const browserStorage = (): PortalStorage => ({
  local: safeStorage(() => window.localStorage),
  session: safeStorage(() => window.sessionStorage),
  cookies: documentCookies,
  onOtherTabChange: (listener) => {
    // The browser fires `storage` only in the OTHER tabs of the same origin, which is exactly the cross-tab signal.
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === null || event.storageArea === window.localStorage) listener(event.key, event.newValue);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  },
});
