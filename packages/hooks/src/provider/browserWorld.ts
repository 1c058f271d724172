import type { CookieJar, KeyValueStorage, PortalStorage } from "./world.js";
import { memoryStorage } from "./world.js";

const safeStorage = (pick: () => Storage): KeyValueStorage => {
  try {
    const storage = pick();
    const probe = "__travesia_probe__";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    // Private modes and blocked storage throw; the portal still works for this visit.
    return memoryStorage();
  }
};

const documentCookies: CookieJar = {
  get: (name) => {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
    return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
  },
  set: (name, value, { maxAgeSeconds }) => {
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
