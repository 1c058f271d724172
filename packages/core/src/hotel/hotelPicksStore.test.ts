import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HOTEL_COMPARE_MAXIMUM } from "./hotelCompare.js";
import {
  formatHotelPicksStore,
  HOTEL_PICKS_NONE,
  HOTEL_PICKS_SEARCHES_KEPT,
  type HotelPicksStore,
  hotelPicksOf,
  hotelPicksUpdate,
  parseHotelPicksStore,
} from "./hotelPicksStore.js";

const arbId = fc.stringMatching(/^[0-9]{1,6}$/);
const arbSearch = fc.constantFrom(
  "/hotel/results/MAD/2027-01-12/2027-01-15/2-0",
  "/hotel/results/BCN/2027-01-12/2027-01-15/2-0",
  "/hotel/results/MAD/2027-02-01/2027-02-03/1-1:5",
  "/hotel/milestone/12/2027-01-12/2027-01-15/2-0,2-0",
  "x",
);
const arbPicks = fc.record({
  compare: fc.uniqueArray(arbId, { maxLength: HOTEL_COMPARE_MAXIMUM }),
  pdf: fc.uniqueArray(arbId, { maxLength: 8 }),
});
/** Well-formed stores: each search once, each entry with a pick, at most the kept number of searches. */
const arbStore: fc.Arbitrary<HotelPicksStore> = fc
  .uniqueArray(fc.record({ search: arbSearch, picks: arbPicks }), {
    selector: (entry) => entry.search,
    maxLength: HOTEL_PICKS_SEARCHES_KEPT,
  })
  .map((entries) =>
    entries
      .filter(({ picks }) => picks.compare.length + picks.pdf.length > 0)
      .map(({ search, picks }) => ({ search, ...picks })),
  );

/** What every store read or written must be. */
const expectWellFormed = (store: HotelPicksStore) => {
  expect(store.length).toBeLessThanOrEqual(HOTEL_PICKS_SEARCHES_KEPT);
  expect(new Set(store.map((entry) => entry.search)).size).toBe(store.length);
  for (const entry of store) {
    expect(typeof entry.search).toBe("string");
    expect(entry.compare.length + entry.pdf.length).toBeGreaterThan(0);
    expect(entry.compare.length).toBeLessThanOrEqual(HOTEL_COMPARE_MAXIMUM);
    for (const list of [entry.compare, entry.pdf]) {
      expect(new Set(list).size).toBe(list.length);
      for (const id of list) expect(typeof id === "string" && id !== "").toBe(true);
    }
  }
};

describe("hotel picks store", () => {
  test.prop([arbStore], { numRuns: 1000 })("parse(format(store)) = store", (store) => {
    expect(parseHotelPicksStore(formatHotelPicksStore(store))).toEqual(store);
  });

  test.prop(
    [
      fc.oneof(
        fc.string(),
        fc.json(),
        fc.jsonValue().map((value) => JSON.stringify([value, { search: "/s", compare: value, pdf: [value, "1"] }])),
      ),
    ],
    { numRuns: 1000 },
  )("any stored text reads as a well-formed store, never throwing", (text) => {
    expectWellFormed(parseHotelPicksStore(text));
  });

  test.prop([arbStore, arbSearch, arbPicks], { numRuns: 1000 })(
    "an update is read back for its search, leaves the others alone and keeps the store well-formed",
    (store, search, picks) => {
      const next = hotelPicksUpdate(store, search, picks);
      expectWellFormed(next);
      expect(hotelPicksOf(next, search)).toEqual(picks);
      for (const entry of store) {
        if (entry.search !== search && next.some((kept) => kept.search === entry.search))
          expect(hotelPicksOf(next, entry.search)).toEqual({ compare: entry.compare, pdf: entry.pdf });
      }
      if (picks.compare.length + picks.pdf.length > 0) expect(next[0]?.search).toBe(search);
    },
  );

  it("reads nothing, junk and bad entries as no picks", () => {
    expect(parseHotelPicksStore(null)).toEqual([]);
    expect(parseHotelPicksStore("{oops")).toEqual([]);
    expect(parseHotelPicksStore('{"search":"/s"}')).toEqual([]);
    expect(
      parseHotelPicksStore(
        JSON.stringify([
          null,
          { search: 3, compare: ["1"] },
          { search: "/s", compare: ["1", "1", 2, "", "3", "4", "5", "6"], pdf: "7" },
        ]),
      ),
    ).toEqual([{ search: "/s", compare: ["1", "3", "4", "5"], pdf: [] }]);
    expect(hotelPicksOf([], "/s")).toEqual(HOTEL_PICKS_NONE);
  });

  it("forgets a search once nothing is picked, and keeps the latest searches", () => {
    const one = hotelPicksUpdate([], "/a", { compare: ["1"], pdf: [] });
    expect(hotelPicksUpdate(one, "/a", HOTEL_PICKS_NONE)).toEqual([]);
    let store: HotelPicksStore = [];
    for (let index = 0; index <= HOTEL_PICKS_SEARCHES_KEPT; index += 1)
      store = hotelPicksUpdate(store, `/s${index}`, { compare: [], pdf: ["1"] });
    expect(store).toHaveLength(HOTEL_PICKS_SEARCHES_KEPT);
    expect(store[0]?.search).toBe(`/s${HOTEL_PICKS_SEARCHES_KEPT}`);
    expect(hotelPicksOf(store, "/s0")).toEqual(HOTEL_PICKS_NONE);
  });
});
