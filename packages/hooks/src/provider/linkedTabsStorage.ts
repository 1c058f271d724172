import { type LocalChangeListener, memoryCookies, memoryStorage, type PortalStorage } from "./world.js";

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
