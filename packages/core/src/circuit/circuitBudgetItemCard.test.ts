import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { circuitBudgetItem } from "./circuitBudgetItem.js";
import { circuitBudgetItemCard } from "./circuitBudgetItemCard.js";
import { CIRCUIT_ROOM_CAPACITY, CIRCUIT_ROOM_CODES } from "./circuitCodes.js";
import { arbCircuitMonth } from "./test/arbitraries.js";

describe("circuitBudgetItemCard", () => {
  test.prop(
    [
      fc.stringMatching(/^C[\w:-]{1,8}$/),
      arbCircuitMonth,
      fc.integer({ min: 1, max: 28 }),
      fc.array(fc.constantFrom(...CIRCUIT_ROOM_CODES), { minLength: 1, maxLength: 5 }),
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.option(fc.string({ minLength: 1, maxLength: 100 }), { nil: undefined }),
    ],
    { numRuns: 1000 },
  )(
    "an added departure reads back: circuit, its name, day, rooms, travellers, total",
    (id, month, day, rooms, cents, name) => {
      const date = `${month}-${String(day).padStart(2, "0")}`;
      const item = circuitBudgetItem(id, date, rooms, name);
      const card = circuitBudgetItemCard({ ...item, price: { amount: cents / 100, currency: "USD" } });
      expect(card).toEqual({
        circuitId: id,
        name: name ?? null,
        departureDate: date,
        rooms,
        travellers: rooms.reduce((sum, code) => sum + CIRCUIT_ROOM_CAPACITY[code], 0),
        total: { minor: cents, currency: "USD" },
      });
    },
  );

  test.prop(
    [
      fc.record(
        {
          product: fc.constantFrom("circuit", "hotel"),
          rateId: fc.string(),
          parameters: fc.dictionary(fc.constantFrom("rooms", "date"), fc.string()),
        },
        { requiredKeys: ["product"] },
      ),
    ],
    { numRuns: 1000 },
  )("never throws; only circuits have a card", (item) => {
    const card = circuitBudgetItemCard(item);
    if (item.product !== "circuit") expect(card).toBeNull();
  });

  it("an item without a price shows none; a day that is not a date is refused", () => {
    expect(circuitBudgetItemCard({ ...circuitBudgetItem("C1", "2027-05-04", ["double"]) })?.total).toBeNull();
    expect(
      circuitBudgetItemCard({ product: "circuit", rateId: "C1:20271340", parameters: { rooms: "double" } }),
    ).toBeNull();
  });
});
