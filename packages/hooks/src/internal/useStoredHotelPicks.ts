import {
  formatHotelPicksStore,
  type HotelPicks,
  hotelPicksOf,
  hotelPicksUpdate,
  PORTAL_STORAGE_KEYS,
  parseHotelPicksStore,
} from "@travesia/core";
import { useCallback, useRef, useState } from "react";
import { usePortalWorld } from "../provider/PortalProvider.js";

/** One list of picks and how to change it. */
export interface StoredHotelPicks {
  /** The picks of the current search, in the order picked. */
  readonly ids: readonly string[];
  /** Replaces the list from what it is now; kept in session storage for this search. */
  readonly update: (change: (ids: readonly string[]) => readonly string[]) => void;
}

/**
 * One list of a results search's picks (`compare` or `pdf`) kept in the session item `hotelPicks` (core's
 * `HotelPicksStore`), so a reload or a way back to the search finds them again; another search has its own. A stored
 * value that does not read (core's `parseHotelPicksStore`) counts as no pick. `search` null: no search yet, no picks.
 */
export const useStoredHotelPicks = (search: string | null, list: keyof HotelPicks): StoredHotelPicks => {
  const { storage } = usePortalWorld();
  const session = storage.session;
  const read = (key: string | null): readonly string[] =>
    key === null ? [] : hotelPicksOf(parseHotelPicksStore(session.getItem(PORTAL_STORAGE_KEYS.hotelPicks)), key)[list];
  const [state, setState] = useState(() => ({ search, ids: read(search) }));
  let current = state;
  if (state.search !== search) {
    // Another search: its own picks (React's "adjust state while rendering" pattern).
    current = { search, ids: read(search) };
    setState(current);
  }
  // The verb reads the latest list even when called twice before a render.
  const latest = useRef(current);
  latest.current = current;
  const update = useCallback(
    (change: (ids: readonly string[]) => readonly string[]) => {
      const { search: key, ids } = latest.current;
      const next = change(ids);
      latest.current = { search: key, ids: next };
      setState(latest.current);
      if (key === null) return;
      const store = parseHotelPicksStore(session.getItem(PORTAL_STORAGE_KEYS.hotelPicks));
      const picks = { ...hotelPicksOf(store, key), [list]: next };
      session.setItem(PORTAL_STORAGE_KEYS.hotelPicks, formatHotelPicksStore(hotelPicksUpdate(store, key, picks)));
    },
    [session, list],
  );
  return { ids: current.ids, update };
};
