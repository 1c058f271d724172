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
});
