import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { HotelRate } from "../api/hotelRate.js";
import {
  HOTEL_AGGREGATED_RATES_PAGE_SIZE,
  type HotelAggregatedCardEvent,
  hotelAggregatedCard,
  hotelAggregatedCardInitial,
  hotelAggregatedCardTransition,
  hotelRatesByProvider,
  hotelRatesPendingOnDemand,
  hotelRatesWithPages,
} from "./hotelAggregatedCard.js";
import { arbLightRate } from "./test/arbLightRate.js";

const arbRates = fc.array(arbLightRate, { maxLength: 40 });
const arbEvent: fc.Arbitrary<HotelAggregatedCardEvent> = fc.oneof(
  fc.constantFrom<HotelAggregatedCardEvent>({ _tag: "expand" }, { _tag: "close" }, { _tag: "showMore" }),
  fc.record({ _tag: fc.constant("board" as const), code: fc.constantFrom("2", "5") }),
);

const rate = (id: string, amount: number, board: string, supplier?: string): HotelRate => ({
  id,
  tripProductID: id,
  rooms: [{ type: { name: `Room ${id}` } }],
  board: { code: board, name: `Board ${board}` },
  prices: { gross: { amount } },
  ...(supplier === undefined ? {} : { supplier: { code: supplier } }),
});

describe("hotelAggregatedCard", () => {
  it("heads with the cheapest room and board and offers 'Ver %d opciones más'", () => {
    const rates = [rate("a", 300, "1"), rate("b", 120, "2"), rate("c", 120, "5"), rate("d", 500, "2")];
    const card = hotelAggregatedCard({ rates }, hotelAggregatedCardInitial);
    expect([card.cheapest?.id, card.cheapestRoomType, card.cheapestBoard]).toEqual(["b", "Room b", "Board 2"]);
    expect(card.moreOptions).toEqual({ key: "hotel.seeMoreOptions", params: { count: 3 } });
    expect(card.boardFilters).toEqual([
      { code: "5", key: "hotel.boardHalf", count: 1, selected: false },
      { code: "2", key: "hotel.boardBreakfast", count: 2, selected: false },
    ]);
    expect(card.visibleRates).toEqual([]);
    const breakfast = hotelAggregatedCard({ rates }, { expanded: true, board: "2", pages: 1 });
    expect(breakfast.visibleRates.map((r) => r.id)).toEqual(["b", "d"]);
    expect(hotelAggregatedCard({ rates: [] }, hotelAggregatedCardInitial).moreOptions).toBeUndefined();
  });

  test.prop([arbRates, fc.array(arbEvent, { maxLength: 12 })], { numRuns: 1000 })(
    "expanded pages list 10 rates each, of the chosen board, until none remain",
    (rates, events) => {
      const state = events.reduce(hotelAggregatedCardTransition, hotelAggregatedCardInitial);
      const card = hotelAggregatedCard({ rates }, state);
      const listed = state.board === undefined ? rates : rates.filter((r) => r.board.code === state.board);
      if (!state.expanded) expect(card.visibleRates).toEqual([]);
      else {
        expect(card.visibleRates).toEqual(listed.slice(0, state.pages * HOTEL_AGGREGATED_RATES_PAGE_SIZE));
        expect(card.hasMore).toBe(card.visibleRates.length < listed.length);
      }
      expect(state.pages).toBeGreaterThanOrEqual(1);
      for (const r of rates)
        expect(r.prices.gross.amount).toBeGreaterThanOrEqual(card.cheapest?.prices.gross.amount ?? 0);
      expect(card.moreOptions?.params.count ?? 0).toBe(Math.max(0, rates.length - 1));
    },
  );

  it("moves through expand, show more, board and close", () => {
    let s = hotelAggregatedCardTransition(hotelAggregatedCardInitial, { _tag: "showMore" });
    expect(s).toBe(hotelAggregatedCardInitial);
    s = hotelAggregatedCardTransition(s, { _tag: "expand" });
    s = hotelAggregatedCardTransition(s, { _tag: "showMore" });
    expect(s).toEqual({ expanded: true, board: undefined, pages: 2 });
    s = hotelAggregatedCardTransition(s, { _tag: "board", code: "5" });
    expect(s).toEqual({ expanded: true, board: "5", pages: 1 });
    s = hotelAggregatedCardTransition(s, { _tag: "board", code: "5" });
    expect(s.board).toBeUndefined();
    expect(hotelAggregatedCardTransition(s, { _tag: "close" })).toEqual({
      expanded: false,
      board: undefined,
      pages: 1,
    });
  });
});

describe("hotelRatesByProvider", () => {
  test.prop([arbRates], { numRuns: 1000 })("groups keep every rate once, in order, one group per provider", (rates) => {
    const groups = hotelRatesByProvider(rates);
    expect(groups.flatMap((g) => g.rates)).toHaveLength(rates.length);
    expect(new Set(groups.map((g) => g.supplierCode)).size).toBe(groups.length);
    for (const g of groups) {
      expect(g.rates.every((r) => (r.supplier?.code ?? "") === g.supplierCode)).toBe(true);
      expect(g.rates).toEqual(rates.filter((r) => (r.supplier?.code ?? "") === g.supplierCode));
    }
  });

  it("puts rates without a supplier under ''", () => {
    expect(hotelRatesByProvider([rate("a", 1, "1", "HB"), rate("b", 1, "1"), rate("c", 1, "1", "HB")])).toEqual([
      { supplierCode: "HB", rates: [rate("a", 1, "1", "HB"), rate("c", 1, "1", "HB")] },
      { supplierCode: "", rates: [rate("b", 1, "1")] },
    ]);
  });

  test.prop([arbRates, fc.boolean(), fc.array(arbEvent, { maxLength: 12 })], { numRuns: 1000 })(
    "on demand, 'Ver más' asks for the next page only once every loaded rate of the board shows and more remain",
    (loaded, more, events) => {
      // The server's pages: 10 rates each, the last one marked while more remain.
      const rates = loaded.map((r, index) => ({ ...r, onDemandLast: more && index === loaded.length - 1 }));
      const state = events.reduce(hotelAggregatedCardTransition, hotelAggregatedCardInitial);
      const card = hotelAggregatedCard({ rates }, state, true);
      const listed = state.board === undefined ? rates : rates.filter((r) => r.board.code === state.board);
      const allShown = card.visibleRates.length >= listed.length;
      const asks = state.expanded && allShown && more && rates.length > 0;
      expect(card.nextRatesPage).toBe(asks ? Math.floor(rates.length / HOTEL_AGGREGATED_RATES_PAGE_SIZE) + 1 : null);
      expect(card.hasMore).toBe(state.expanded && (!allShown || card.nextRatesPage !== null));
      expect(hotelRatesPendingOnDemand(rates)).toBe(more && rates.length > 0);
      // Without the flag the card never asks the server.
      expect(hotelAggregatedCard({ rates }, state).nextRatesPage).toBeNull();
    },
  );

  it("on demand, a full first page whose last rate says more remain asks for page 2", () => {
    const page = Array.from({ length: 10 }, (_, i) => ({ ...rate(`r${i}`, 100 + i, "1"), onDemandLast: i === 9 }));
    const expanded = hotelAggregatedCardTransition(hotelAggregatedCardInitial, { _tag: "expand" });
    const card = hotelAggregatedCard({ rates: page }, expanded, true);
    expect([card.visibleRates.length, card.hasMore, card.nextRatesPage]).toEqual([10, true, 2]);
    const last = { ...page[9], onDemandLast: false } as HotelRate;
    expect(hotelAggregatedCard({ rates: [...page.slice(0, 9), last] }, expanded, true).hasMore).toBe(false);
  });

  test.prop([arbRates, fc.array(fc.option(arbRates, { nil: undefined }), { maxLength: 5 })], { numRuns: 1000 })(
    "rates with pages: the cluster's rates, then the pages in order up to the first missing one, no page rate twice",
    (first, pages) => {
      const all = hotelRatesWithPages(first, pages);
      const missing = pages.indexOf(undefined);
      const arrived = (missing === -1 ? pages : pages.slice(0, missing)) as (readonly HotelRate[])[];
      expect(all.slice(0, first.length)).toEqual(first);
      const seen = new Set(first.map((r) => r.id));
      const added = arrived.flat().filter((r) => {
        if (seen.has(r.id)) return false;
        seen.add(r.id);
        return true;
      });
      expect(all.slice(first.length)).toEqual(added);
    },
  );
});
