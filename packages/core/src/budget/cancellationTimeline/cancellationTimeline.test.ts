import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { BudgetItem } from "../../api/budget.js";
import { addDaysToCalendarDate, type CalendarDate, calendarDateToDayNumber } from "../../dates/calendarDate.js";
import { arbNearCalendarDate } from "../../dates/test/arbitraries.js";
import { money } from "../../money/money.js";
import { budgetCurrency } from "./budgetCurrency.js";
import { CANCELLATION_TIMELINE_MAX_DAYS, cancellationTimeline } from "./cancellationTimeline.js";
import type { CurrencyConversion } from "./currencyConversion.js";

const CURRENCIES = ["USD", "EUR", "ARS"] as const;
const EUR_TO_USD: CurrencyConversion = { from: "EUR", to: "USD", rate: 1.08, name: "Tipo de cambio de la oficina" };

/** An item with a policy of 0 to 4 steps between 30 days before and 60 days after `today`, or none at all. */
const arbItem = (today: CalendarDate, index: number): fc.Arbitrary<BudgetItem> =>
  fc
    .record({
      known: fc.boolean(),
      serviceOffset: fc.integer({ min: -5, max: 90 }),
      steps: fc.array(
        fc.record({
          offset: fc.integer({ min: -30, max: 60 }),
          minor: fc.integer({ min: 0, max: 5_000_000 }),
          currency: fc.constantFrom(...CURRENCIES),
        }),
        { maxLength: 4 },
      ),
    })
    .map(({ known, serviceOffset, steps }) => ({
      id: String(index + 1),
      product: index % 2 === 0 ? "hotel" : "house",
      ...(known
        ? {
            cancellation: {
              serviceDate: addDaysToCalendarDate(today, serviceOffset),
              penalties: steps.map((step) => ({
                from: addDaysToCalendarDate(today, step.offset),
                amount: step.minor / 100,
                currency: step.currency,
              })),
            },
          }
        : {}),
    }));

const arbBudget = arbNearCalendarDate.chain((today) =>
  fc.tuple(
    fc.constant(today),
    fc
      .integer({ min: 0, max: 5 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => arbItem(today, i)))),
  ),
);

describe("cancellationTimeline", () => {
  test.prop([arbBudget, fc.constantFrom(...CURRENCIES)], { numRuns: 300 })(
    "the total on any day is the sum of the items' known penalties that day, and counts the unknown ones",
    ([today, items], currency) => {
      const timeline = cancellationTimeline({ items, today, currency, conversions: [EUR_TO_USD] });
      for (const day of timeline.days) {
        const known = day.items.flatMap((share) => (share.penalty._tag === "Known" ? [share.penalty.amount] : []));
        expect(known.every((amount) => amount.currency === currency)).toBe(true);
        expect(day.total.known).toEqual(
          money(
            known.reduce((sum, amount) => sum + amount.minor, 0),
            currency,
          ),
        );
        expect(day.total.unknownItems).toBe(day.items.length - known.length);
        expect(day.items.map((share) => share.itemId)).toEqual(items.map((item) => item.id));
      }
    },
  );

  test.prop([arbBudget], { numRuns: 300 })(
    "days run one by one from today to the trip's first service day, and steps are the days something changes",
    ([today, items]) => {
      const timeline = cancellationTimeline({ items, today, currency: "USD", conversions: [] });
      expect(timeline.days[0]?.date).toBe(today);
      expect(timeline.days.at(-1)?.date).toBe(timeline.tripStart);
      timeline.days.forEach((day, index) => {
        expect(day.date).toBe(addDaysToCalendarDate(today, index));
      });
      expect(timeline.steps[0]?.day).toBe(timeline.days[0]);
      for (const [index, day] of timeline.days.entries()) {
        const step = timeline.steps.find((candidate) => candidate.day === day);
        const previous = timeline.days[index - 1];
        if (previous === undefined || step === undefined) continue;
        expect(step.changedItemIds.length).toBeGreaterThan(0);
      }
      for (const step of timeline.steps.slice(1)) {
        const index = timeline.days.indexOf(step.day);
        expect(JSON.stringify(timeline.days[index - 1]?.items)).not.toBe(JSON.stringify(step.day.items));
      }
    },
  );

  test.prop([arbBudget], { numRuns: 300 })(
    "an item whose steps only grow (in one currency) never costs less as the trip nears",
    ([today, items]) => {
      const timeline = cancellationTimeline({ items, today, currency: "USD", conversions: [EUR_TO_USD] });
      items.forEach((item, index) => {
        const penalties = [...(item.cancellation?.penalties ?? [])].sort((a, b) => (a.from < b.from ? -1 : 1));
        const grows = penalties.every((step, i) => i === 0 || step.amount >= (penalties[i - 1]?.amount ?? 0));
        const oneCurrency = new Set(penalties.map((step) => step.currency)).size <= 1;
        if (item.cancellation === undefined || !grows || !oneCurrency) return;
        const shares = timeline.days.map((day) => day.items[index]?.penalty);
        shares.forEach((share, day) => {
          const before = shares[day - 1];
          if (share?._tag === "Known" && before?._tag === "Known")
            expect(share.amount.minor).toBeGreaterThanOrEqual(before.amount.minor);
        });
      });
    },
  );

  test.prop([arbBudget], { numRuns: 300 })(
    "an item without a policy is unknown on every day, never free",
    ([today, items]) => {
      const timeline = cancellationTimeline({ items, today, currency: "USD", conversions: [] });
      items.forEach((item, index) => {
        if (item.cancellation !== undefined) return;
        for (const day of timeline.days) {
          expect(day.items[index]?.penalty).toEqual({ _tag: "Unknown", reason: "noPolicy" });
          expect(day.total.unknownItems).toBeGreaterThan(0);
        }
      });
    },
  );

  test.prop([arbBudget], { numRuns: 300 })(
    "an amount in another currency is converted only by a conversion given, which the timeline names",
    ([today, items]) => {
      const timeline = cancellationTimeline({ items, today, currency: "USD", conversions: [EUR_TO_USD] });
      for (const day of timeline.days)
        for (const { penalty } of day.items) {
          if (penalty._tag === "Unknown") continue;
          if (penalty.original.currency === "USD") expect(penalty.conversion).toBeNull();
          else {
            expect(penalty.conversion).toBe(EUR_TO_USD);
            expect(penalty.amount.minor).toBe(Math.round(penalty.original.minor * 1.08));
            expect(timeline.conversions).toContain(EUR_TO_USD);
          }
        }
      const usedAny = timeline.days.some((day) =>
        day.items.some((share) => share.penalty._tag === "Known" && share.penalty.conversion !== null),
      );
      expect(timeline.conversions.length > 0).toBe(usedAny);
    },
  );

  it("merges a hotel, a house without a policy and a package in euros into steps", () => {
    const today = "2027-03-01" as CalendarDate;
    const items: BudgetItem[] = [
      {
        id: "1",
        product: "hotel",
        title: "Llao Llao",
        cancellation: {
          serviceDate: "2027-03-10",
          penalties: [
            { from: "2027-03-05", amount: 100, currency: "USD" },
            { from: "2027-03-09", amount: 800, currency: "USD" },
          ],
        },
      },
      { id: "2", product: "house" },
      {
        id: "3",
        product: "flightHotel",
        cancellation: { serviceDate: "2027-03-12", penalties: [{ from: "2027-03-01", amount: 50, currency: "EUR" }] },
      },
    ];
    const timeline = cancellationTimeline({ items, today, currency: "USD", conversions: [EUR_TO_USD] });
    expect(timeline.tripStart).toBe("2027-03-10");
    expect(timeline.days).toHaveLength(10);
    expect(timeline.steps.map((step) => [step.day.date, step.day.total.known.minor, step.changedItemIds])).toEqual([
      ["2027-03-01", 5400, ["1", "2", "3"]],
      ["2027-03-05", 15400, ["1"]],
      ["2027-03-09", 85400, ["1"]],
    ]);
    expect(timeline.steps.every((step) => step.day.total.unknownItems === 1)).toBe(true);
    expect(timeline.conversions).toEqual([EUR_TO_USD]);
  });

  it("leaves an item unknown where no conversion reaches the budget's currency, and an unreadable policy unknown", () => {
    const today = "2027-03-01" as CalendarDate;
    const items: BudgetItem[] = [
      {
        id: "1",
        product: "hotel",
        cancellation: { serviceDate: "2027-03-04", penalties: [{ from: "2027-03-03", amount: 10, currency: "BRL" }] },
      },
      { id: "2", product: "hotel", cancellation: { serviceDate: "someday", penalties: [] } },
      {
        id: "3",
        product: "hotel",
        cancellation: { serviceDate: "2027-03-04", penalties: [{ from: "2027-03-02", amount: -1, currency: "USD" }] },
      },
    ];
    const timeline = cancellationTimeline({ items, today, currency: "USD", conversions: [EUR_TO_USD] });
    expect(timeline.days.map((day) => day.items[0]?.penalty._tag)).toEqual(["Known", "Known", "Unknown", "Unknown"]);
    expect(timeline.days[2]?.items[0]?.penalty).toEqual({ _tag: "Unknown", reason: "noConversion" });
    expect(timeline.days[0]?.items[1]?.penalty).toEqual({ _tag: "Unknown", reason: "badPolicy" });
    expect(timeline.days[0]?.items[2]?.penalty).toEqual({ _tag: "Unknown", reason: "badPolicy" });
  });

  it("holds one day when the trip has begun or no item has a date, and at most the longest span otherwise", () => {
    const today = "2027-03-01" as CalendarDate;
    expect(cancellationTimeline({ items: [], today, currency: "USD", conversions: [] }).days).toHaveLength(1);
    const far = cancellationTimeline({
      items: [{ id: "1", product: "hotel", cancellation: { serviceDate: "2031-01-01", penalties: [] } }],
      today,
      currency: "USD",
      conversions: [],
    });
    expect(far.days).toHaveLength(CANCELLATION_TIMELINE_MAX_DAYS);
    expect(calendarDateToDayNumber(far.tripStart)).toBeGreaterThan(calendarDateToDayNumber(today));
  });
});

describe("budgetCurrency", () => {
  it("takes the budget's own, then the first priced item's, then the first penalty's, then USD", () => {
    expect(budgetCurrency({ currency: "ARS", items: [] })).toBe("ARS");
    expect(
      budgetCurrency({
        items: [
          { id: "1", product: "hotel" },
          { id: "2", product: "hotel", price: { amount: 1, currency: "EUR" } },
        ],
      }),
    ).toBe("EUR");
    expect(
      budgetCurrency({
        items: [
          {
            id: "1",
            product: "hotel",
            cancellation: {
              serviceDate: "2027-01-01",
              penalties: [{ from: "2027-01-01", amount: 1, currency: "BRL" }],
            },
          },
        ],
      }),
    ).toBe("BRL");
    expect(budgetCurrency({})).toBe("USD");
  });
});
