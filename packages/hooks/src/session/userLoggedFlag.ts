import type { KeyValueStorage } from "../provider/world.js";

/**
 * The local-storage key of the 'user is logged' flag (spec 000 §3 "a 'user is logged' flag"). RULE TO MOVE TO CORE
 * (session): the key name and its `'true'`/`'false'` values.
 */
export const USER_LOGGED_KEY = "userIsLogged";

/** Writes the flag; the write reaches other tabs as a `storage` event (spec 000 §4). */
export const writeUserLogged = (local: KeyValueStorage, loggedIn: boolean): void =>
  local.setItem(USER_LOGGED_KEY, loggedIn ? "true" : "false");

/** Reads a flag value: `true`, `false`, or `null` when absent or unreadable. */
export const readUserLogged = (value: string | null): boolean | null =>
  value === "true" ? true : value === "false" ? false : null;
