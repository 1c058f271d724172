import { HOTEL_COMPARE_MAXIMUM } from "./hotelCompare.js";

/** One results search's picks: the hotels to compare and the hotels for the multi-hotel PDF. */
export interface HotelPicks {
  /** Hotel ids picked for the comparison, in the order picked: no repeats, at most `HOTEL_COMPARE_MAXIMUM`. */
  readonly compare: readonly string[];
  /** Hotel ids chosen for the multi-hotel PDF, in the order chosen: no repeats. */
  readonly pdf: readonly string[];
}

/** A search's picks as the session item keeps them. */
export interface HotelPicksEntry extends HotelPicks {
  /** The search they belong to: the results URL without filters (core's `buildHotelResultsUrl` of the route). */
  readonly search: string;
}

/**
 * What the session item `hotelPicks` holds (ours: the spec keeps no picks): the picks of the last searches, the
 * latest first, at most {@link HOTEL_PICKS_SEARCHES_KEPT}, each search once, and no entry without a pick.
 */
export type HotelPicksStore = readonly HotelPicksEntry[];

/** How many searches keep their picks: enough for back navigation through a few searches, bounded for storage. */
export const HOTEL_PICKS_SEARCHES_KEPT = 10;

/** No hotel picked. */
export const HOTEL_PICKS_NONE: HotelPicks = { compare: [], pdf: [] };

const ids = (value: unknown, maximum: number): readonly string[] => {
  if (!Array.isArray(value)) return [];
  const kept: string[] = [];
  for (const id of value) {
    if (kept.length >= maximum) break;
    if (typeof id === "string" && id !== "" && !kept.includes(id)) kept.push(id);
  }
  return kept;
};

const normalise = (entries: readonly HotelPicksEntry[]): HotelPicksStore => {
  const store: HotelPicksEntry[] = [];
  for (const entry of entries) {
    if (store.length >= HOTEL_PICKS_SEARCHES_KEPT) break;
    if (entry.search === "" || store.some((kept) => kept.search === entry.search)) continue;
    const compare = ids(entry.compare, HOTEL_COMPARE_MAXIMUM);
    const pdf = ids(entry.pdf, Number.POSITIVE_INFINITY);
    if (compare.length > 0 || pdf.length > 0) store.push({ search: entry.search, compare, pdf });
  }
  return store;
};

/**
 * Reads the session item. Anything that is not such a list (none, junk, another format) reads as empty; an entry
 * without a search is dropped, ids that are not non-empty strings are dropped, repeats and a compare list past
 * `HOTEL_COMPARE_MAXIMUM` are cut. Never throws.
 *
 * @example parseHotelPicksStore('[{"search":"/hotel/results/MAD/…","compare":["1","2"],"pdf":[]}]')[0]?.compare // ["1", "2"]
 * @example parseHotelPicksStore("{oops") // []
 */
export const parseHotelPicksStore = (text: string | null): HotelPicksStore => {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: HotelPicksEntry[] = [];
  for (const entry of value) {
    if (typeof entry !== "object" || entry === null || typeof entry.search !== "string") continue;
    entries.push({ search: entry.search, compare: entry.compare, pdf: entry.pdf });
  }
  return normalise(entries);
};

/**
 * Writes the store for session storage.
 *
 * @example formatHotelPicksStore([{ search: "/s", compare: ["1"], pdf: [] }]) // '[{"search":"/s","compare":["1"],"pdf":[]}]'
 */
export const formatHotelPicksStore = (store: HotelPicksStore): string =>
  JSON.stringify(store.map(({ search, compare, pdf }) => ({ search, compare, pdf })));

/**
 * A search's picks, none when the store has no entry for it.
 *
 * @example hotelPicksOf([{ search: "/s", compare: ["1"], pdf: [] }], "/s").compare // ["1"]
 */
export const hotelPicksOf = (store: HotelPicksStore, search: string): HotelPicks => {
  const entry = store.find((kept) => kept.search === search);
  return entry === undefined ? HOTEL_PICKS_NONE : { compare: entry.compare, pdf: entry.pdf };
};

/**
 * The store with a search's picks replaced: that search moves first (the oldest beyond
 * {@link HOTEL_PICKS_SEARCHES_KEPT} leaves), or leaves when nothing is picked any more.
 *
 * @example hotelPicksUpdate([], "/s", { compare: ["1"], pdf: [] }) // [{ search: "/s", compare: ["1"], pdf: [] }]
 */
export const hotelPicksUpdate = (store: HotelPicksStore, search: string, picks: HotelPicks): HotelPicksStore =>
  normalise([{ search, ...picks }, ...store.filter((kept) => kept.search !== search)]);
