import { useEffect, useState } from "react";

/** Code asked for ahead of its first use: what has loaded, and the wait for it. */
interface Preloaded<T> {
  /** The code once loaded, else null. */
  readonly current: () => T | null;
  /** Asks for the code (once; again after a failed load). */
  readonly load: () => Promise<T>;
}

/** Every code asked for so far. */
const asked = new Set<Promise<unknown>>();

/**
 * Code a results page needs once its first reply is in (the virtual list, the cards), asked for as soon as the
 * route's own code runs, beside the page's first search, and kept out of the route's own JavaScript (each route's is
 * held within 40 KB). Read it with {@link usePreloaded}.
 *
 * @example
 * const cardCode = preload(async () => (await import("./Card")).Card);
 */
export const preload = <T>(load: () => Promise<T>): Preloaded<T> => {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  // A load that failed (a dropped connection, a chunk gone with a new deploy) is asked for again by the next reader.
  const ask = (): Promise<T> => {
    loading ??= load().then(
      (value) => {
        loaded = value;
        return value;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  asked.add(ask().catch(() => undefined));
  return { current: () => loaded, load: ask };
};

/**
 * Settles once every code asked for so far has loaded: for a test that draws a results page and reads its cards at
 * once, as a person reads them once the first reply is in.
 */
export const everyPreloaded = async (): Promise<void> => {
  await Promise.all(asked);
};

/**
 * The code once loaded, at once after the first time, else null: the caller draws a stand-in for that moment.
 *
 * @example
 * const Card = usePreloaded(cardCode);
 */
export const usePreloaded = <T>(code: Preloaded<T>): T | null => {
  const [value, setValue] = useState<T | null>(code.current);
  useEffect(() => {
    if (value !== null) return;
    let mounted = true;
    code.load().then(
      (loaded) => mounted && setValue(() => loaded),
      // Drawn with its stand-in still; the next reader asks again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [code, value]);
  return value;
};
