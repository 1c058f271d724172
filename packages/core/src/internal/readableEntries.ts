// The counters and sorts over API lists read entries their decoders already checked; checking each entry's shape
// first would cost more than the work itself on 10,000 flight solutions. So they run as they are inside a try (free
// while nothing throws) and only when an entry makes them throw are the entries judged one at a time.

/**
 * `over(entries)`; when that throws, `over` of the entries it can read alone (the others are left out), and `none()`
 * when even that throws or `entries` is not an array.
 */
export const overReadableEntries = <E, T>(
  entries: readonly E[],
  over: (entries: readonly E[]) => T,
  none: () => T,
): T => {
  if (!Array.isArray(entries)) return none();
  try {
    return over(entries);
  } catch {
    const readable = entries.filter((entry) => {
      try {
        over([entry]);
        return true;
      } catch {
        return false;
      }
    });
    try {
      return over(readable);
    } catch {
      return none();
    }
  }
};
