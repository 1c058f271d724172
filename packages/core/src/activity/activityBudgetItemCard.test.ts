import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { ActivityDetail } from "../api/activity.js";
import { moneyToDecimal } from "../money/moneyFromDecimal.js";
import { activityBudgetItemCard } from "./activityBudgetItemCard.js";
import { activityChoiceInitial, activityChoiceTransition, activityQuote } from "./activityChoice.js";
import { arbActivityParty } from "./test/arbitraries.js";

const arbMinor = fc.integer({ min: 0, max: 1_000_000 });
const arbDetail: fc.Arbitrary<Pick<ActivityDetail, "id" | "name" | "bands" | "currency" | "slots">> = fc.record({
  id: fc.stringMatching(/^[A-Z]{3}-A\d{1,3}$/),
  name: fc.string({ maxLength: 140 }),
  currency: fc.constantFrom("USD", "EUR", "ARS"),
  bands: fc.tuple(arbMinor, arbMinor, arbMinor).map(([adult, child, infant]) => [
    { code: "adult" as const, minAge: 13, maxAge: 99, minor: adult },
    { code: "child" as const, minAge: 4, maxAge: 12, minor: child },
    { code: "infant" as const, minAge: 0, maxAge: 3, minor: infant },
  ]),
  slots: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([hour, minute]) => [
    {
      date: "2027-01-10",
      time: `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`,
      seatsLeft: 99,
    },
  ]),
});

describe("activityBudgetItemCard", () => {
  test.prop([arbDetail, arbActivityParty], { numRuns: 1000 })(
    "an added slot reads back with its name, day, start, party, price by band and total",
    (detail, party) => {
      const slot = detail.slots[0];
      if (slot === undefined) return;
      const choice = [
        { _tag: "dateChosen" as const, date: slot.date },
        { _tag: "slotChosen" as const, time: slot.time },
      ].reduce(activityChoiceTransition, activityChoiceInitial(party));
      const quote = activityQuote(detail, choice);
      expect(quote._tag).toBe("priced");
      if (quote._tag !== "priced") return;
      const { total } = quote.price;
      const card = activityBudgetItemCard({
        ...quote.item,
        price: { amount: moneyToDecimal(total), currency: total.currency },
      });
      expect(card).toEqual({
        activityId: detail.id,
        name: detail.name === "" ? null : detail.name.slice(0, 100),
        date: "2027-01-10",
        time: slot.time,
        adults: party.adults,
        children: { count: party.childAges.length, ages: party.childAges },
        infants: party.infants,
        lines: quote.item.parameters.prices === undefined ? null : quote.price.lines,
        total,
      });
    },
  );

  test.prop(
    [
      fc.record(
        {
          product: fc.constantFrom("activity", "hotel"),
          rateId: fc.oneof(fc.string(), fc.constant("A:20270110:0900")),
          parameters: fc.dictionary(
            fc.constantFrom("children", "infants", "name", "prices", "currency", "date"),
            fc.string(),
          ),
          occupancy: fc.string(),
          price: fc.record({ amount: fc.double(), currency: fc.string() }),
        },
        { requiredKeys: ["product"] },
      ),
    ],
    { numRuns: 1000 },
  )("never throws; only activities have a card", (item) => {
    const card = activityBudgetItemCard(item);
    if (item.product !== "activity") expect(card).toBeNull();
  });

  it("an item added before the card's parameters shows its day, start and party, without the price by band", () => {
    expect(
      activityBudgetItemCard({
        product: "activity",
        rateId: "BUE-A7:20270110:0900",
        occupancy: "2",
        parameters: { children: "2:4-9", date: "20270110", time: "0900", infants: "0" },
        price: { amount: 120, currency: "USD" },
      }),
    ).toEqual({
      activityId: "BUE-A7",
      name: null,
      date: "2027-01-10",
      time: "09:00",
      adults: 2,
      children: { count: 2, ages: [4, 9] },
      infants: 0,
      lines: null,
      total: { minor: 12000, currency: "USD" },
    });
    expect(activityBudgetItemCard({ product: "activity", rateId: "BUE-A7:20271310:0900", occupancy: "2" })).toBeNull();
  });
});
